import type { ImageOwner, StoredImageFile, StoredImages } from '../ports/StoredImages.ts';

const OWNERS: ReadonlySet<string> = new Set<ImageOwner>(['fairs', 'fairwallentries', 'teasers']);

const isImageOwner = (owner: string): owner is ImageOwner => OWNERS.has(owner);

/** A stored image asked for by its URL. */
export interface ImageFile extends StoredImageFile {
  /** Asked for by the hash of its current bytes: the answer may be cached for good. */
  readonly current: boolean;
}

/**
 * Stored images (fair and wall logos, teaser images) by the segments of their URL
 * `/api/images/{owner}/{id}/{field}/{hash}`. A URL with an old hash still finds the image as it is now,
 * but not as `current`, so that it is not cached as if it could never change.
 */
export class ImageFiles {
  private readonly images: StoredImages;

  constructor(images: StoredImages) {
    this.images = images;
  }

  async find(owner: string, id: string, field: string, hash: string): Promise<ImageFile | undefined> {
    if (!isImageOwner(owner)) return undefined;
    const image = await this.images.find(owner, id, field);
    return image ? { ...image, current: image.hash === hash } : undefined;
  }
}
