/**
 * @jest-environment-options {"url": "https://alist-docs.example/tool/"}
 */
import {render, screen} from '@testing-library/react';
import {ApiServerSelector} from '@site/src/components/ApiServer';

describe('<ApiServerSelector /> on a public host', () => {
  it('does not offer local, and a stored local falls back to cf', () => {
    window.localStorage.setItem('api_name', 'local');
    render(<ApiServerSelector />);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['cf', 'cn']);
    expect(screen.getByLabelText('API server')).toHaveValue('cf');
  });
});
