/** A stored file a board uses: its picture, or the cutout of one of its products. */
export interface BoardFile {
  path: string;
  /** The product a cutout shows (generations record cutouts with their product); null for the picture. */
  productId: string | null;
}

/** Who else uses a stored file, so that deleting a board removes only what nothing else needs. */
export interface FileReferences {
  /**
   * Whether another board, a catalogue product, or a generation not yet saved (other than the board's own) uses the
   * file. A saved generation counts through its board.
   */
  isUsedElsewhere(file: BoardFile, except: { boardId: string; generationId: string }): Promise<boolean>;
}
