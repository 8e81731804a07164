import { makeAutoObservable } from 'mobx';
import { LOGO_CAROUSEL } from '../../../../domain/presentation/teaser.ts';

/**
 * The partner-logo carousel (spec: exhibitor-area §2 Home, §9): endless, one logo per step, autoplay every
 * 5 s with 500 ms transitions; it pauses while the pointer is over it or focus is in it, stops when the user
 * presses pause, and never moves by itself when the user prefers reduced motion.
 *
 * The track holds the logos with copies of `slidesPerView` logos before and after them, so that every step
 * slides (also from the last logo to the first); once a step has landed on a copy, `settle` jumps without
 * transition to the same picture among the real logos.
 */
export class LogoCarouselStore {
  /** The first logo shown, as an index into the track's real logos; below 0 or from `count` on it shows copies. */
  index = 0;
  /** Whether the next change of `index` slides (false for the jump back from the copies). */
  animated = false;
  slidesPerView: number = LOGO_CAROUSEL.slides;
  /** The user's choice: the pause button sets it false. */
  playing = true;
  hovered = false;
  focused = false;
  reducedMotion = false;
  readonly count: number;

  constructor(count: number) {
    this.count = count;
    makeAutoObservable(this);
  }

  /** Fewer logos than fit side by side need no carousel. */
  get scrolls(): boolean {
    return this.count > this.slidesPerView;
  }

  /** The carousel turns by itself only now. */
  get rotating(): boolean {
    return this.scrolls && this.playing && !this.hovered && !this.focused && !this.reducedMotion;
  }

  /** The first real logo in view (0 .. count-1). */
  get position(): number {
    return ((this.index % this.count) + this.count) % this.count;
  }

  /** Whether the real logo `slide` is among those in view. */
  isInView(slide: number): boolean {
    if (!this.scrolls) return true;
    return (slide - this.position + this.count) % this.count < this.slidesPerView;
  }

  /** Whether `settle` has something to do: the track shows copies. */
  get onCopies(): boolean {
    return this.index < 0 || this.index >= this.count;
  }

  next(): void {
    this.#step(1);
  }

  previous(): void {
    this.#step(-1);
  }

  #step(direction: 1 | -1): void {
    if (!this.scrolls) return;
    if (this.onCopies) this.settle();
    this.index += direction;
    // Without motion the step lands at once; with it, the view calls settle when the slide has ended.
    this.animated = !this.reducedMotion;
    if (this.reducedMotion) this.settle();
  }

  /** After a step onto the copies: the same picture among the real logos, without transition. */
  settle(): void {
    if (!this.onCopies) return;
    this.animated = false;
    this.index = this.position;
  }

  togglePlaying(): void {
    this.playing = !this.playing;
  }

  setHovered(hovered: boolean): void {
    this.hovered = hovered;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  setSlidesPerView(slides: number): void {
    if (slides === this.slidesPerView) return;
    this.slidesPerView = slides;
    this.animated = false;
    this.index = this.scrolls ? this.position : 0;
  }
}
