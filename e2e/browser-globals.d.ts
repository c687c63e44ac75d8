// Journeys pass callbacks to page.evaluate that run in the browser. The DOM
// library cannot be loaded here (it conflicts with the Node types of the server
// code the harness starts), so the few browser globals those callbacks touch are
// declared by hand.
declare const localStorage: {
  readonly length: number;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  key(index: number): string | null;
};
declare const sessionStorage: typeof localStorage;
declare const document: {
  readonly title: string;
  readonly body: { readonly innerText: string };
  querySelector(selector: string): unknown;
  querySelectorAll(selector: string): ArrayLike<unknown>;
  readonly fonts: { readonly ready: Promise<unknown> };
};
declare const window: { readonly location: { readonly pathname: string; readonly search: string; readonly href: string } };
declare function getComputedStyle(element: unknown): { readonly fontFamily: string; getPropertyValue(name: string): string };
declare function requestAnimationFrame(callback: (time: number) => void): number;

// Playwright's types name the elements its callbacks receive (Element, HTMLElement, SVGElement); these are the
// parts of them the journeys read.
interface Element {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element> & Iterable<Element>;
  scrollIntoView(options?: { block?: 'start' | 'center' | 'end' | 'nearest'; behavior?: 'auto' | 'instant' | 'smooth' }): void;
}
type HTMLElement = Element;
type SVGElement = Element;
