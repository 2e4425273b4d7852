import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { useAdminHotel } from '../api/hotels';
import { HotelEditor } from './hotel-editor';

/** /admin/hotels/new and /admin/hotels/:id: the hotel, its pictures and room types. */
export function HotelEditorPage() {
  const { id } = useParams();
  const hotelId = Number(id ?? 0);
  const hotel = useAdminHotel(hotelId);
  if (!id) return <HotelEditor />;
  if (!(hotelId > 0)) return <ErrorState error={new Error('NOT_FOUND')} />;
  if (hotel.isError) {
    return <ErrorState error={hotel.error} onRetry={() => void hotel.refetch()} />;
  }
  if (!hotel.data) return <LoadingState />;
  return <HotelEditor key={hotel.data.id} hotel={hotel.data} />;
}
