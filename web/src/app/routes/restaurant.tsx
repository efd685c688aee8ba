import { useParams } from 'react-router-dom';
import { RestaurantDetails, RestaurantNotFound } from '../../features/restaurants/components/restaurant-details';

export default function RestaurantRoute() {
  const { id } = useParams();
  return (
    <div className="container page">{id ? <RestaurantDetails key={id} id={id} /> : <RestaurantNotFound />}</div>
  );
}
