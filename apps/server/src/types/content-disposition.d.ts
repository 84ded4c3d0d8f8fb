// content-disposition 1.x (which this workspace runs, Node >= 18) ships no types, and TypeScript would
// otherwise read those of the 3.x copy @fastify/static hoists to the root (ESM, Node >= 22).
declare module 'content-disposition' {
  interface Options {
    type?: string;
    fallback?: string | boolean;
  }
  interface ContentDisposition {
    type: string;
    parameters: Record<string, string>;
  }
  export function parse(header: string): ContentDisposition;
  export default function contentDisposition(filename?: string, options?: Options): string;
}
