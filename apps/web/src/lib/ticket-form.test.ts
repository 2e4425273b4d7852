import { createTicketRequest, ticketReplyRequest } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { fieldCodes, ticketFormData } from './ticket-form';

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name);

describe('ticketFormData', () => {
  it('trims the text fields and names the images image1…image3 in order', () => {
    const form = ticketFormData({ title: '  Hello ', body: 'x\n' }, [
      image('a.jpg'),
      image('b.jpg'),
    ]);
    expect(form.get('title')).toBe('Hello');
    expect(form.get('body')).toBe('x');
    expect((form.get('image1') as File).name).toBe('a.jpg');
    expect((form.get('image2') as File).name).toBe('b.jpg');
    expect(form.has('image3')).toBe(false);
  });

  it('never sends more than three images', () => {
    const files = ['1', '2', '3', '4'].map((n) => image(`${n}.png`));
    const form = ticketFormData({ body: 'x' }, files);
    expect([...form.keys()]).toEqual(['body', 'image1', 'image2', 'image3']);
  });
});

describe('fieldCodes', () => {
  it('gives the contract codes per field', () => {
    expect(fieldCodes(createTicketRequest, { title: ' ', body: '' })).toEqual({
      title: 'REQUIRED',
      body: 'REQUIRED',
    });
    expect(fieldCodes(createTicketRequest, { title: 'x'.repeat(121), body: 'ok' })).toEqual({
      title: 'VALIDATION_ERROR',
    });
    expect(fieldCodes(ticketReplyRequest, { body: 'x'.repeat(5001) })).toEqual({
      body: 'VALIDATION_ERROR',
    });
  });

  it('is empty when the values are valid', () => {
    expect(fieldCodes(ticketReplyRequest, { body: 'Thanks' })).toEqual({});
  });
});
