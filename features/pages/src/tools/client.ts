/**
 * Browser entry of the reverse image and video search pages: sends the chosen file as the
 * request body (with the page's CSRF token) and opens the search results it answers with.
 */

interface Created {
  searchUrl?: unknown;
}

const csrfToken = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';

/** Only a path of this site: an answer can never send the visitor elsewhere. */
const isOwnPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

function wire(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const error = form.querySelector<HTMLElement>('[role="alert"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !error || !button) return;
  const messages = JSON.parse(form.dataset.errors ?? '{}') as Record<string, string>;
  const idle = button.textContent ?? '';
  const show = (code: string) => {
    error.textContent = messages[code] ?? messages.failed ?? '';
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };
  input.addEventListener('change', () => {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const file = input.files?.[0];
    if (!file) return show('empty');
    // A file of another type is refused here: the server would read its body as something else.
    if (!input.accept.split(',').includes(file.type)) return show(form.dataset.typeError ?? 'failed');
    button.disabled = true;
    button.textContent = button.dataset.working ?? idle;
    try {
      const response = await fetch(form.dataset.endpoint ?? '', {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': csrfToken() },
        body: file,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as Created & { error?: string };
      if (response.ok && isOwnPath(body.searchUrl)) {
        window.location.assign(body.searchUrl);
        return;
      }
      show(response.status === 413 ? 'tooLarge' : (body.error ?? 'failed'));
    } catch {
      show('failed');
    }
    button.disabled = false;
    button.textContent = idle;
  });
}

function start() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-upload-search]')) wire(form);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
