import type { ExcelModule } from './build-workbook';

/**
 * exceljs (about 1 MB) is fetched only when the supplier clicks Export or Import, so no page pays for it
 * on load. Its browser build is CommonJS: the module is the default export there, the namespace in Node.
 */
export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}
