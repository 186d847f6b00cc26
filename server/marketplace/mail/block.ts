/** A mail's paragraphs (a list of lines each), shared by its text and HTML forms. */
export type Block = { heading?: string; lines: string[]; link?: string; /** Shown in the HTML form only, after the lines (our own markup). */ html?: string };
