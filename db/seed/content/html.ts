/** Paragraphs to the HTML the rich-text editor produces. Seed text is trusted, but stays escaped anyway. */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (m) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[m]!);

export const paragraphs = (items: string[]) => items.map((p) => `<p>${escapeHtml(p)}</p>`).join('');

export const heading = (s: string) => `<h2>${escapeHtml(s)}</h2>`;

export const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
