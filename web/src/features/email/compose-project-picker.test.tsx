import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  ComposeProjectPicker_EmailProjectsDocument,
  type ComposeProjectPicker_ProjectFragment,
} from '../../generated/graphql';
import { ComposeProjectPicker, OUTLOOK_NEEDED } from './compose-project-picker';

type Mock = NonNullable<MockedProviderProps['mocks']>[number];

const request = { query: ComposeProjectPicker_EmailProjectsDocument, variables: { first: 50 } };
const project = (id: string, name: string, capitalRequired: number): ComposeProjectPicker_ProjectFragment => ({
  __typename: 'Project',
  id,
  name,
  capitalRequired,
});

function renderPicker(mock: Mock, onChange = vi.fn()) {
  render(
    <MockedProvider mocks={[mock]}>
      <ComposeProjectPicker value={null} onChange={onChange} />
    </MockedProvider>,
  );
  return onChange;
}

describe("the composer's Project", () => {
  it("offers the user's projects for emailing with their capital, and hands back the one chosen", async () => {
    const projects = [project('4', 'Acme Wharf Refinance', 5_000_000), project('9', 'Zeta Homes', 1_250_000.5)];
    const onChange = renderPicker({
      request,
      result: { data: { emailProjects: { __typename: 'ProjectConnection', totalCount: 2, nodes: projects } } },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    const option = await screen.findByRole('option', { name: /Zeta Homes/ });
    expect(option).toHaveTextContent('Zeta Homes£1,250,000.5');
    expect(screen.getByRole('option', { name: /Acme Wharf Refinance/ })).toHaveTextContent('£5,000,000');
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(projects[1]);
  });

  it('shows the Outlook prompt in its place when loading them answers 400', async () => {
    renderPicker({
      request,
      result: {
        errors: [new GraphQLError(OUTLOOK_NEEDED, { extensions: { code: 'BAD_USER_INPUT', status: 400 } })],
      },
    });
    expect(await screen.findByText('Please, connect Outlook in order to send emails.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the projects could not be loaded on any other failure', async () => {
    renderPicker({ request, error: new Error('Boom') });
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(OUTLOOK_NEEDED)).not.toBeInTheDocument();
  });
});
