import { encodeBase64 } from '../base64';
import { fromResponseBody, toRequestBody } from '../request-body';

describe('request and response bodies', () => {
  it('turns camelCase keys into snake_case at every depth, leaving values alone', () => {
    expect(
      toRequestBody({
        visitId: 'v-1',
        clientInfo: { screenWidth: 390, userAgent: { isMobile: true } },
        actions: [{ sequenceId: 0, startTimestamp: 5, data: { cardName: 'Low Rate' } }],
      }),
    ).toEqual({
      visit_id: 'v-1',
      client_info: { screen_width: 390, user_agent: { is_mobile: true } },
      actions: [{ sequence_id: 0, start_timestamp: 5, data: { card_name: 'Low Rate' } }],
    });
  });

  it('base64-encodes referrer, webpageUrl and url values, but not empty ones or other fields', () => {
    expect(
      toRequestBody({
        referrer: 'https://www.google.com/',
        webpageUrl: '/credit-cards/',
        url: '',
        name: 'https://x.y/',
      }),
    ).toEqual({
      referrer: encodeBase64('https://www.google.com/'),
      webpage_url: encodeBase64('/credit-cards/'),
      url: '',
      name: 'https://x.y/',
    });
  });

  it('does not change the object it was given', () => {
    const body = { referrer: 'https://a.example/', clientInfo: { screenWidth: 1 } };
    toRequestBody(body);
    expect(body).toEqual({ referrer: 'https://a.example/', clientInfo: { screenWidth: 1 } });
  });

  it('turns snake_case answers into camelCase, lists included', () => {
    expect(fromResponseBody({ visit_id: 'v', providers: [{ url_slug: 'anz', has_more: false }] })).toEqual({
      visitId: 'v',
      providers: [{ urlSlug: 'anz', hasMore: false }],
    });
  });

  it('passes text and empty answers through', () => {
    expect(fromResponseBody('')).toBe('');
    expect(toRequestBody('token=abc')).toBe('token=abc');
  });
});
