/** Who owns a stored image: a fair's or a wall entry's logo, or a teaser's image (the first segment of its URL). */
export type ImageOwner = 'fairs' | 'fairwallentries' | 'teasers';

/** One stored image as it is served. */
export interface StoredImageFile {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** A short hash of the bytes, the last segment of the image's URL: a changed image gets a new URL. */
  readonly hash: string;
}

/** The images kept with fairs, wall entries and teasers (admin-back-office §3), read one at a time. */
export interface StoredImages {
  /** The image of this owner, id and field; undefined when there is none (or no such field). */
  find(owner: ImageOwner, id: string, field: string): Promise<StoredImageFile | undefined>;
}

export const StoredImagesToken = Symbol.for('StoredImages');
