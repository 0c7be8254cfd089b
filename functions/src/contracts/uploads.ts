// What every upload route (avatar, board picture, room photo) shares.

/** '16.8 megapixels': a pixel cap as the messages say it. */
export const megapixels = (pixels: number) => `${Number((pixels / 1_000_000).toFixed(1))} megapixels`;

/** Over the per-member limit of uploads a minute (each instance counts apart). */
export const UPLOADS_LIMITED = 'You are uploading pictures too often. Wait a minute and try again.';
