import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../notifications/notifications';
import { RichTextEditor } from './rich-text-editor';
import { NO_FILE_FIELD, PUBLIC_FILES_UPLOAD, uploadPublicImage } from './upload-image';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SRC = `http://localhost:4000/api/people/public-files/${KEY}/`;

/** The bff answering the upload with `status` and `body`; every request kept. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEditor(onChange = vi.fn()) {
  render(
    <NotificationsProvider>
      <RichTextEditor label="Body" initialHtml="<p>Dear Ann</p>" onChange={onChange} uploadImage={uploadPublicImage} />
    </NotificationsProvider>,
  );
  return onChange;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe("the editor's 'Insert image'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the picked image as a public file, then puts it in the body', async () => {
    const fetch = answering(201, { file: SRC });
    const onChange = renderEditor();
    await userEvent.upload(screen.getByLabelText('Image to insert'), png());

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img')));
    expect(onChange.mock.lastCall?.[0]).toContain(`<img src="${SRC}" alt="logo">`);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(PUBLIC_FILES_UPLOAD);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    const sent = (init?.body as FormData).get('file') as File;
    expect(sent.name).toBe('logo.png');
    expect(sent.type).toBe('image/png');
  });

  it(`shows "${NO_FILE_FIELD}" when the answer has no file field, and inserts nothing`, async () => {
    answering(201, { url: SRC });
    const onChange = renderEditor();
    await userEvent.upload(screen.getByLabelText('Image to insert'), png());

    expect(await screen.findByText(NO_FILE_FIELD)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeEnabled();
  });

  it("shows the api's message with the status when the upload is refused", async () => {
    answering(400, {
      file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    renderEditor();
    await userEvent.upload(screen.getByLabelText('Image to insert'), png());
    expect(
      await screen.findByText(
        'Upload a valid image. The file you uploaded was either not an image or a corrupted image. 400',
      ),
    ).toBeInTheDocument();
  });

  it('is offered only where an upload is given; every editor keeps the images a body holds', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Email body"
        initialHtml={`<p>Hello</p><img src="${SRC}" alt="logo">`}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('x');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain(`<img src="${SRC}" alt="logo">`);
  });
});
