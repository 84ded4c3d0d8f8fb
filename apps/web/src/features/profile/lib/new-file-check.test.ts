import { describe, expect, it } from 'vitest';
import { checkNewFile } from './new-file-check';

describe('checkNewFile', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'profile.pdf', size: 10 }, [], null],
    [{ name: 'boq.xlsx', size: 10 }, [], null],
    [{ name: 'drawing.dwg', size: 50 * MB }, [], null],
    [{ name: 'profile.pdf', size: 10 }, ['profile.pdf'], 'duplicate'],
    [{ name: 'setup.exe', size: 10 }, [], 'fileType'],
    [{ name: 'page.html', size: 10 }, [], 'fileType'],
    [{ name: 'logo.png', size: 2 * MB + 1 }, [], 'imageTooLarge'],
    [{ name: 'video.pdf', size: 100 * MB + 1 }, [], 'tooLarge'],
  ])('%j among %j -> %s', (file, names, problem) => {
    expect(checkNewFile(file, names)).toBe(problem);
  });
});
