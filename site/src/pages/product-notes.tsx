/** A titled list of notes beside a calculator. */
export function NotesSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-gray-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
