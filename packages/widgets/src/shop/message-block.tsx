/** A message block: an error is announced at once (alert), a success politely (status). */
export function MessageBlock({ tone, text }: { tone: 'error' | 'success'; text: string }) {
  const style =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${style}`}>
      {text}
    </p>
  );
}
