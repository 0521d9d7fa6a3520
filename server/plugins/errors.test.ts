import { clientErrorAnswer, describeValidationError, mapError } from './errors';

describe('clientErrorAnswer', () => {
  test.each([
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_METHOD', 400, 'BAD_REQUEST'],
    ['HPE_INVALID_HEADER_TOKEN', 400, 'BAD_REQUEST'],
    [undefined, 400, 'BAD_REQUEST'],
  ])('answers %s with %i %s in the API shape', (code, status, errorCode) => {
    const answer = clientErrorAnswer(code);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: { code: errorCode, message: expect.any(String) } });
  });
});

describe('mapError', () => {
  test.each([
    ['FST_ERR_BAD_URL', 400, 'BAD_REQUEST', /address is not valid/],
    ['FST_ERR_MAX_PARAM_LENGTH', 414, 'URI_TOO_LONG', /address is too long/],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE', /too large/],
  ])('maps %s to %i %s', (code, status, errorCode, message) => {
    const error = Object.assign(new Error('raw'), { code, statusCode: status });
    const mapped = mapError(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.error.code).toBe(errorCode);
    expect(mapped.body.error.message).toMatch(message);
  });
});

describe('describeValidationError', () => {
  test('words a free-form limit after the field name', () => {
    const message = describeValidationError(
      {
        keyword: 'freeForm',
        instancePath: '/actions/2/data',
        params: { maxDepth: 8, maxLength: 10_000 },
        message: 'must nest objects and lists at most 8 levels deep',
      },
      'body',
    );
    expect(message).toBe('"actions[2].data" must nest objects and lists at most 8 levels deep.');
  });
});
