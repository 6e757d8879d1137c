/**
 * Presentation embeds load only when asked: a facade button carries the allowed embed address (see
 * src/shared/embed.ts) and is replaced by a sandboxed frame on click, so no third party is
 * contacted before the visitor chooses a talk.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-embed-src]')) {
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = button.dataset.embedSrc!;
    frame.title = button.dataset.embedTitle ?? '';
    frame.setAttribute('sandbox', button.dataset.embedSandbox!);
    frame.allow = 'fullscreen; picture-in-picture; encrypted-media';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.className = 'talk__frame';
    button.replaceWith(frame);
    frame.focus();
  });
}
