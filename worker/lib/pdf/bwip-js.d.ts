// What lib/pdf/code128.ts uses of bwip-js. The package declares its types only under its `browser`
// and `node` export conditions, which TypeScript's bundler resolution does not read; a `paths`
// entry would also redirect tsx at run time, so the few signatures are declared here.
declare module 'bwip-js' {
  export interface DrawingContext<T> {
    setopts?(options: Record<string, unknown>): void;
    scale(sx: number, sy: number): [number, number] | null;
    measure(str: string, font: string, fwidth: number, fheight: number): { width: number; ascent: number; descent: number };
    init(width: number, height: number): void;
    line(x0: number, y0: number, x1: number, y1: number, lw: number, rgb: string): void;
    polygon(pts: Array<[number, number]>): void;
    hexagon(pts: Array<[number, number]>): void;
    ellipse(x: number, y: number, rx: number, ry: number, ccw: boolean): void;
    fill(rgb: string): void;
    text(x: number, y: number, str: string, rgb: string, font: { name: string; width: number; height: number; dx: number }): void;
    end(): T;
  }
  export function code128<T>(opts: { bcid?: string; text: string; scale?: number; height?: number }, drawing: DrawingContext<T>): T;
}
