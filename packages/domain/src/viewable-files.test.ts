import { describe, expect, it } from 'vitest';
import { isViewableFile, VIEWABLE_FILE_TYPES } from './viewable-files.ts';

describe('isViewableFile (shown in a tab, else downloaded)', () => {
  it.each([
    ['notes.txt', true],
    ['photo.jpeg', true],
    ['photo.jpg', true],
    ['scan.png', true],
    ['quotation.pdf', true],
    ['QUOTATION.PDF', true],
    ['Photo.JpG', true],
    ['報價 final.pdf', true],
    ['archive.tar.pdf', true],
    // svg and html can carry script: the server sends them as attachments, so they are never viewable.
    ['drawing.svg', false],
    ['page.html', false],
    ['page.htm', false],
    ['data.xml', false],
    ['letter.docx', false],
    ['sheet.xlsx', false],
    ['bundle.zip', false],
    ['picture.gif', false],
    ['noextension', false],
    ['.pdf', false],
    ['trailingdot.', false],
    ['pdf', false],
    ['', false],
  ])('%j -> %j', (fileName, viewable) => {
    expect(isViewableFile(fileName)).toBe(viewable);
  });

  it('lists the types without svg', () => {
    expect(VIEWABLE_FILE_TYPES).toEqual(['txt', 'jpeg', 'jpg', 'png', 'pdf']);
  });
});
