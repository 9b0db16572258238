import { describe, expect, it } from 'vitest';
import { contactDetail } from '../contact-detail-fixtures';
import { toFormValues, toPersonInput } from './contact-form-values';

describe('contact form values', () => {
  it('pre-fills the first email of a new contact from ?email=, lowercased, and always shows two phone rows', () => {
    const values = toFormValues(null, 'Ann@Example.TEST');
    expect(values.emails).toEqual([{ email: 'ann@example.test', label: 'Work' }]);
    expect(values.phones).toEqual([
      { number: '', label: 'Mobile' },
      { number: '', label: 'Work' },
    ]);
  });

  it('sends only the changed fields of an existing contact', () => {
    const values = { ...toFormValues(contactDetail()), jobTitle: 'Partner', tags: ['Bridging', 'bridging', 'LONDON'] };
    expect(toPersonInput(values, { jobTitle: true, tags: [true, true, true] })).toEqual({
      jobTitle: 'Partner',
      tags: ['bridging', 'london'],
    });
  });

  it('sends every field of a new contact, blank rows dropped and emptied fields as null', () => {
    const values = {
      ...toFormValues(null, 'x@y.test'),
      firstName: ' Nia ',
      lastName: 'Roe',
      company: 'Roe Ltd',
      profileType: 'CLIENT' as const,
      clientClass: '2',
    };
    const input = toPersonInput(values);
    expect(input).toMatchObject({
      firstName: 'Nia',
      profileType: 'CLIENT',
      clientClass: '2',
      emails: [{ email: 'x@y.test', label: 'Work' }],
      phones: [],
      middleName: null,
      title: null,
      rating: 0,
    });
  });

  it('clears the Client Class of a contact who is no longer a client', () => {
    const values = { ...toFormValues(contactDetail({ profileType: 'CLIENT' })), profileType: 'USER' as const };
    expect(toPersonInput(values, { profileType: true })).toEqual({ profileType: 'USER', clientClass: null });
  });
});
