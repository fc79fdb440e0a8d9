// jsdom ships no types of its own; the starter's test runs the page's scripts in one.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: "dangerously"; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
