import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageSearchProvider, usePageSearch, usePageSearchBox } from './page-search';

let pageRenders = 0;
let report: (loading: boolean) => void = () => {};

function Page() {
  const { search, setLoading } = usePageSearch();
  useEffect(() => {
    report = setLoading;
  }, [setLoading]);
  // After every render of the page (an effect without dependencies).
  useEffect(() => {
    pageRenders += 1;
  });
  return <p>search: {search}</p>;
}

function Box() {
  const { loading } = usePageSearchBox();
  return <p>{loading ? 'busy' : 'idle'}</p>;
}

describe('page search', () => {
  it("shows the page's loading in the box without rendering the page again", () => {
    render(
      <MemoryRouter initialEntries={['/contacts?search=ann']}>
        <PageSearchProvider>
          <Box />
          <Page />
        </PageSearchProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('search: ann')).toBeInTheDocument();
    const rendersBefore = pageRenders;
    act(() => report(true));
    expect(screen.getByText('busy')).toBeInTheDocument();
    act(() => report(false));
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(pageRenders).toBe(rendersBefore);
  });
});
