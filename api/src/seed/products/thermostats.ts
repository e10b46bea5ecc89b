import type { Product } from '../../catalogue/product-schema';
import { CATEGORIES } from '../categories';
import { productImages } from './product-images';

export const thermostatProducts: Product[] = [
  {
    id: 19,
    name: 'Smart Thermostat for Central AC',
    category: CATEGORIES.thermostats,
    ...productImages('smart-thermostat-central-ac', 2, 2),
    price: 14999,
    discountedPrice: null,
    stock: 12,
    shortDescription:
      'Learns your routine and trims the electricity bill of ducted and VRF systems.',
    description:
      'This thermostat replaces the wall controller of ducted and VRF air-conditioning systems. ' +
      'Over the first week it learns when the house is occupied and pre-cools rooms just before you arrive instead of running all day. ' +
      'Monthly reports show how many units were saved, and geofencing switches the system to eco mode when the last person leaves.',
    features: [
      'Compatible with ducted and VRF systems',
      'Learning schedule and geofencing',
      'Monthly energy-saving reports',
      'Humidity display and dry mode',
    ],
  },
  {
    id: 20,
    name: 'AC Smart Controller',
    category: CATEGORIES.thermostats,
    ...productImages('ac-smart-controller', 1, 1),
    price: 3999,
    discountedPrice: 700,
    stock: 90,
    shortDescription: 'Turns any split or window AC into a smart, schedulable AC.',
    description:
      'The AC Smart Controller talks to your split or window AC using its infrared remote codes and adds a room temperature sensor. ' +
      'Set a comfort temperature of 24°C and the controller nudges the AC to hold it, which is both healthier and cheaper than running at 18°C. ' +
      'Works with every major AC brand sold in India.',
    features: [
      'Works with split and window ACs',
      'Holds a target room temperature',
      'Schedules and away mode',
    ],
  },
  {
    id: 21,
    name: 'Underfloor Heating Thermostat',
    category: CATEGORIES.thermostats,
    ...productImages('underfloor-heating-thermostat', 1, 0),
    price: 8499,
    discountedPrice: null,
    stock: 1,
    shortDescription:
      'Precise floor-probe control for electric underfloor heating in hill-station homes.',
    description:
      'Made for homes in Shimla, Darjeeling and Ooty where electric underfloor heating is common, this thermostat uses a floor probe to keep tiles comfortably warm without overheating. ' +
      'A seven-day programme warms the bathroom before you wake up and switches off once everyone has left.',
    features: [
      'Floor and air temperature probes',
      'Seven-day programme',
      '16A load for electric heating mats',
      'Frost protection mode',
    ],
  },
];
