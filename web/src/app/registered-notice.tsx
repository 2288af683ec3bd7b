import { useSearchParams } from 'react-router';

/**
 * After a registration by the page's form, the server sends the person on with `?registered=1`:
 * the page they land on says so (the page script then drops the mark from the address).
 */
export function RegisteredNotice() {
  const [params] = useSearchParams();
  if (params.get('registered') !== '1') return null;
  return (
    <div className="alert alert-success" role="status">
      Registration successful! You are now logged in.
    </div>
  );
}
