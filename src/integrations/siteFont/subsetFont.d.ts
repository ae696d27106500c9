// subset-font ships no types; this is the part of its documented API (README) the build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetOptions): Promise<Buffer>;
}
