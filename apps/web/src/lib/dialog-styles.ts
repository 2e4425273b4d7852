/** The bold, larger title that most of the shell's dialogs carry. */
export const boldTitle = {
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
} as const;
