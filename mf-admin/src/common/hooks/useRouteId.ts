import { useParams } from 'react-router-dom';

/** The `:id` of a form route as a number; 0 (new record) when absent or not a positive integer. */
export function useRouteId(): number {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
