/** The exceljs module, handed to the builder so the browser loads it only on a click. */
export type ExcelModule = typeof import('exceljs');

/**
 * exceljs (about 1 MB) is fetched only when the buyer clicks Export, as the tenders feature does. Its
 * browser build is CommonJS: the module is the default export there, the namespace in Node.
 */
export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}
