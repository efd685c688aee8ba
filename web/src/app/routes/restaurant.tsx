import { useParams } from 'react-router-dom';
import { RestaurantDetails, RestaurantNotFound } from '../../features/restaurants/components/restaurant-details';
import { OwnerClaimEntry } from '../../features/owner-claim/components/owner-claim-entry';

export default function RestaurantRoute() {
  const { id } = useParams();
  return (
    <div className="container page">
      {id ? (
        <RestaurantDetails
          key={id}
          id={id}
          asideExtra={(restaurant) => <OwnerClaimEntry restaurantId={restaurant.id ?? restaurant._id} restaurantName={restaurant.name} />}
        />
      ) : (
        <RestaurantNotFound />
      )}
    </div>
  );
}
