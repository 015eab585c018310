/** Stands in for a page whose issue has not landed yet (issue #2 allows a plain heading, nothing else). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-ink-muted">Coming soon.</p>
    </section>
  );
}
