import { maxFileBytes } from '@ft8/contract/rules';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../../components/notifications/notifications';
import type { FilesCard_FileFragment } from '../../../generated/graphql';
import { createCache } from '../../../lib/apollo';
import { formatFileSize } from '../../../components/attachments/file-list';
import { FilesCard } from './files-card';

const file = (id: number): FilesCard_FileFragment => ({
  __typename: 'PersonFile',
  id: String(id),
  name: `file-${id}.pdf`,
  size: 2048,
  type: 'application/pdf',
  document: `/files/${id}`,
  createdAt: '2026-03-01T10:00:00.000Z',
});

function renderCard(files: FilesCard_FileFragment[]) {
  return render(
    <MockedProvider mocks={[]} cache={createCache()}>
      <NotificationsProvider>
        <FilesCard personId="5" files={files} />
      </NotificationsProvider>
    </MockedProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FilesCard', () => {
  it('shows an empty state, then 3 files with download links before Show all', async () => {
    const { unmount } = renderCard([]);
    expect(screen.getByText('No files.')).toBeInTheDocument();
    unmount();
    renderCard([file(1), file(2), file(3), file(4)]);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'file-1.pdf' })).toHaveAttribute('href', '/files/1');
    expect(screen.getAllByText(/2\.0 KB/)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show all (4)' }));
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('refuses a file over 150 MB in the browser with the spec message, sending nothing', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderCard([]);
    const big = new File(['x'], 'huge.mov');
    Object.defineProperty(big, 'size', { value: maxFileBytes + 1 });
    await userEvent.upload(screen.getByLabelText('Choose files'), big);
    expect(await screen.findByText('File huge.mov is more than 150MB. Upload failed.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('formats sizes', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(150 * 1024 * 1024)).toBe('150.0 MB');
  });
});
