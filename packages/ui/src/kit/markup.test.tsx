import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './Button';
import { CsrfField, CsrfProvider } from './CsrfField';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';

const html = (el: Parameters<typeof renderToString>[0]) => renderToString(el);

describe('Field', () => {
  it('ties the control to its label, hint and error', () => {
    const out = html(
      <Field id="f-email" label="Email" hint="We never share it" error="Enter an email" errorPrefix="Problem">
        {(control) => <input name="email" {...control} />}
      </Field>,
    );
    expect(out).toContain('<label for="f-email">Email</label>');
    expect(out).toContain('id="f-email-hint"');
    expect(out).toContain('id="f-email-error"');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(out).toContain('<span class="visually-hidden">Problem<!-- -->: </span>');
    expect(out).toContain('class="lb-field lb-field--error"');
  });

  it('leaves a valid field without aria-invalid and describes it only by its hint', () => {
    const out = html(
      <Field id="f-name" label="Name" hint="As on your card">
        {(control) => <input name="name" {...control} />}
      </Field>,
    );
    expect(out).not.toContain('aria-invalid');
    expect(out).toContain('aria-describedby="f-name-hint"');
    expect(out).not.toContain('f-name-error');
  });

  it('has no aria-describedby without hint or error', () => {
    const out = html(
      <Field id="f-x" label="X">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(out).not.toContain('aria-describedby');
  });
});

describe('ErrorSummary', () => {
  it('is an alert named by its title, linking to each field in error', () => {
    const out = html(
      <ErrorSummary
        id="f-summary"
        title="There is a problem"
        items={[
          { fieldId: 'f-email', message: 'Enter an email' },
          { fieldId: 'f-name', message: 'Enter a name' },
        ]}
      />,
    );
    expect(out).toContain('role="alert"');
    expect(out).toContain('aria-labelledby="f-summary-title"');
    expect(out).toContain('<h2 id="f-summary-title">There is a problem</h2>');
    expect(out.indexOf('href="#f-email"')).toBeLessThan(out.indexOf('href="#f-name"'));
  });

  it('renders nothing without errors', () => {
    expect(html(<ErrorSummary id="s" title="Problem" items={[]} />)).toBe('');
  });
});

describe('Button', () => {
  it('renders each variant with its class and the type given', () => {
    expect(html(<Button type="submit">Save</Button>)).toBe(
      '<button type="submit" class="lb-button">Save</button>',
    );
    expect(
      html(
        <Button type="button" variant="destructive">
          Delete
        </Button>,
      ),
    ).toContain('class="lb-button lb-button--destructive"');
    expect(
      html(
        <Button type="button" variant="secondary">
          Back
        </Button>,
      ),
    ).toContain('class="lb-button lb-button--ghost"');
    expect(
      html(
        <Button type="reset" variant="link">
          Clear
        </Button>,
      ),
    ).toContain('<button type="reset" class="lb-button-link">');
  });

  it('adds extra classes after the variant', () => {
    expect(buttonClass('primary', 'lb-button--block')).toBe('lb-button lb-button--block');
  });
});

describe('CsrfField', () => {
  it('renders the token of the page renderer as the hidden _csrf field', () => {
    const out = html(
      <CsrfProvider token="tok-123">
        <form>
          <CsrfField />
        </form>
      </CsrfProvider>,
    );
    expect(out).toBe('<form><input type="hidden" name="_csrf" value="tok-123"/></form>');
  });

  it('renders nothing on a server page without a token', () => {
    expect(html(<CsrfField />)).toBe('');
    expect(
      html(
        <CsrfProvider token={undefined}>
          <CsrfField />
        </CsrfProvider>,
      ),
    ).toBe('');
  });
});

describe('Field with the error below', () => {
  it('puts the error after the control, still described by it', () => {
    const out = html(
      <Field id="f-msg" label="Message" error="Too short" errorBelow>
        {(control) => <textarea name="message" {...control} />}
      </Field>,
    );
    expect(out.indexOf('<textarea')).toBeLessThan(out.indexOf('id="f-msg-error"'));
    expect(out).toContain('aria-describedby="f-msg-error"');
  });
});
