export function ok<T>(data: T, message = 'OK') {
  return { error_code: 0, message, data };
}
