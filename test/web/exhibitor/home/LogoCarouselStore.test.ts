// spec: exhibitor-area §2 Home (partner-logo carousel), §9 (4 slides, 2 below 1024 px, 1 below 480 px, autoplay, infinite)
import { describe, expect, it } from '@jest/globals';
import { logoCarouselSlides } from '../../../../domain/presentation/teaser.ts';
import { LogoCarouselStore } from '../../../../web/src/exhibitor/home/LogoCarouselStore.ts';

function carousel(count = 8, width = 1440): LogoCarouselStore {
  const store = new LogoCarouselStore(count);
  store.setSlidesPerView(logoCarouselSlides(width));
  return store;
}

const inView = (store: LogoCarouselStore) =>
  Array.from({ length: store.count }, (_, slide) => slide).filter((slide) => store.isInView(slide));

describe('partner-logo carousel', () => {
  it('shows 4 logos at once, 2 below 1024 px and 1 below 480 px', () => {
    expect(inView(carousel(8, 1440))).toEqual([0, 1, 2, 3]);
    expect(inView(carousel(8, 1023))).toEqual([0, 1]);
    expect(inView(carousel(8, 479))).toEqual([0]);
  });

  it('is endless: next from the last logo slides on to the first, previous from the first to the last', () => {
    const store = carousel(8, 479);
    for (let step = 0; step < 7; step += 1) store.next();
    expect(store.position).toBe(7);
    store.next();
    expect(store.animated).toBe(true);
    expect(store.position).toBe(0);
    expect(store.onCopies).toBe(true);
    store.settle();
    expect(store.index).toBe(0);
    expect(store.animated).toBe(false);
    store.previous();
    expect(store.position).toBe(7);
    expect(inView(store)).toEqual([7]);
  });

  it('wraps the logos in view across the end of the list', () => {
    const store = carousel(8, 1440);
    store.previous();
    expect(inView(store)).toEqual([0, 1, 2, 7]);
  });

  it('settles before the next step when a step is still on the copies', () => {
    const store = carousel(5, 1440);
    for (let step = 0; step < 5; step += 1) store.next();
    expect(store.index).toBe(5);
    store.next();
    expect(store.index).toBe(1);
    expect(store.position).toBe(1);
  });

  it('turns by itself only while playing, not hovered, not focused and without reduced motion', () => {
    const store = carousel();
    expect(store.rotating).toBe(true);
    store.setHovered(true);
    expect(store.rotating).toBe(false);
    store.setHovered(false);
    store.setFocused(true);
    expect(store.rotating).toBe(false);
    store.setFocused(false);
    store.togglePlaying();
    expect(store.rotating).toBe(false);
    store.togglePlaying();
    store.setReducedMotion(true);
    expect(store.rotating).toBe(false);
  });

  it('moves without sliding under reduced motion, when the user presses a button', () => {
    const store = carousel();
    store.setReducedMotion(true);
    store.previous();
    expect(store.animated).toBe(false);
    expect(store.onCopies).toBe(false);
    expect(store.position).toBe(7);
  });

  it('does not scroll when all logos fit', () => {
    const store = carousel(4, 1440);
    expect(store.scrolls).toBe(false);
    expect(store.rotating).toBe(false);
    store.next();
    expect(store.position).toBe(0);
    expect(inView(store)).toEqual([0, 1, 2, 3]);
    store.setSlidesPerView(2);
    expect(store.scrolls).toBe(true);
  });

  it('keeps the first logo in view when the width changes', () => {
    const store = carousel(8, 1440);
    store.next();
    store.next();
    store.next();
    store.setSlidesPerView(1);
    expect(store.position).toBe(3);
    expect(store.animated).toBe(false);
  });
});
