/**
 * A translated text whose `<b>…</b>` spans are labels the user looks for on the screen (Install app,
 * Share), shown in bold. Split here rather than with react-i18next's Trans, which would add its parser to
 * the i18n chunk that /login loads.
 */
export function MarkedText({ text }: { text: string }) {
  const parts = text.split(/<b>(.*?)<\/b>/);
  return (
    <>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
        index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
      )}
    </>
  );
}
