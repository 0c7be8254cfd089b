export interface AvatarImage {
  data: Buffer;
  contentType: 'image/webp';
}

/** Turns an uploaded picture into the square avatar the app shows; null when the bytes are not a picture it reads. */
export interface AvatarImages {
  square(upload: Buffer): Promise<AvatarImage | null>;
}
