/** The exceljs module, handed to the workbook code so the browser loads it only on a click. */
export type ExcelModule = typeof import('exceljs');

/**
 * exceljs (about 1 MB) is fetched only when a workbook is made or read (the supplier's Export and Import,
 * the buyer's bill of quantities and comparison), so no page pays for it on load. Its browser build is
 * CommonJS: the module is the default export there, the namespace in Node.
 */
export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}
