import { Thermometer } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const smartThermostatGuide: Article = {
  ...articleCard('smart-thermostat-guide'),
  art: { icon: Thermometer, palette: ['#7c2d12', '#f29e5c', '#ffe3a3'] },
  intro:
    'From March to October the air conditioner is the biggest single load on the electricity bill in most Indian homes. A smart thermostat, or a smart AC controller for split units, runs that cooling exactly when and where you need it. This guide explains what these devices do, which one suits your home, how to set it up and which settings actually save money.',
  sections: [
    {
      heading: 'What a smart thermostat actually does',
      paragraphs: [
        'A conventional thermostat or AC remote holds one set point and does nothing else. A smart one adds sensors, schedules and a connection to your phone. It reads the temperature and humidity of the room, follows a weekly timetable, notices when everyone has left and lets you adjust the cooling from the office or by voice.',
        'Just as important, it reports what happened: how many hours each unit ran, at what temperature, and roughly how many units of electricity that cost. Most people change their habits once they can see those numbers.',
      ],
    },
    {
      heading: 'Thermostat or smart AC controller: which do you need?',
      paragraphs: [
        'Most Indian homes are cooled by wall-mounted split ACs controlled by an infrared remote. They have no thermostat wiring at all. For these, the right device is a smart AC controller: a small box with an infrared blaster and a temperature sensor that sends the same signals as your remote, so it works with almost any brand.',
        'Central systems are different. Ducted ACs, the VRF or VRV systems common in villas and offices, and the underfloor heating found in some hill-station homes use a wired wall panel, and a smart thermostat replaces that panel.',
      ],
      points: [
        'Split or window AC with a remote: a smart AC controller, one per room.',
        'Ducted, central or VRF system with a wall panel: a wired smart thermostat that the maker of your indoor unit supports.',
        'Electric underfloor heating: a smart thermostat rated for the heating load, with a floor temperature probe.',
      ],
    },
    {
      heading: 'What to check before you buy',
      paragraphs: [
        'The features on the box matter less than whether the device suits your equipment, your walls and your Wi-Fi. Check these before you pay:',
      ],
      points: [
        'Compatibility: look up your AC or indoor-unit model in the maker’s list of supported brands and codes.',
        'Sensors: temperature and humidity at the very least. Humidity matters in coastal cities and during the monsoon, when dry mode is often more comfortable than cooling harder.',
        'Connectivity: most devices use 2.4 GHz Wi-Fi. Check the signal where the device will sit, especially in bedrooms behind concrete walls.',
        'Power cuts: choose a device that restores its last settings by itself after an outage and is rated for 230 V mains.',
        'App and voice: weekly schedules, geofencing and Alexa or Google Assistant support. Local control that keeps working when the internet drops is a bonus.',
        'Energy reports: daily run time and estimated units make the savings visible.',
      ],
    },
    {
      heading: 'Where to mount it',
      paragraphs: [
        'A thermostat can only be as good as the temperature it reads. Mount it, or the controller’s sensor, about 1.5 metres above the floor on an inside wall, away from direct sunlight, the kitchen and the warm air behind a television or refrigerator. Keep it out of the AC’s own airflow, or it will switch the unit off long before the rest of the room is comfortable.',
        'An infrared controller also needs a clear line of sight to the indoor unit. A shelf or the wall opposite the AC usually works well.',
      ],
    },
    {
      heading: 'Setting it up',
      paragraphs: ['Setting up takes about fifteen minutes per room:'],
      points: [
        'Install the app, create an account and add the device to your home Wi-Fi.',
        'Choose your AC brand and run the test: the controller should switch the unit on, change the mode and set the temperature.',
        'Name the room and invite everyone in the family who should be able to control it.',
        'Create a weekly schedule before anything else. This is where most of the savings come from.',
      ],
    },
    {
      heading: 'Settings that save energy',
      paragraphs: [
        'The Bureau of Energy Efficiency recommends 24°C as the default for room air conditioners and estimates that every degree you raise the setting saves about 6% of the electricity the AC uses. A smart thermostat makes it easy to stick to that without feeling it.',
      ],
      points: [
        'Start at 24°C and raise it by a degree or two at night: most people sleep well at 25 to 26°C with a ceiling fan on.',
        'Schedule the AC to switch off half an hour before you usually wake up or leave.',
        'Use geofencing so cooling starts when the first person heads home, not hours earlier.',
        'Switch to dry mode on humid monsoon days.',
        'Add an automatic switch-off to rooms that are easy to forget, such as a study or guest room.',
      ],
    },
    {
      heading: 'What you can expect to save',
      paragraphs: [
        'Savings depend on your climate, your insulation and your habits, so treat any promise of a fixed percentage with care. As an example, a 1.5-ton split AC that averages about 1 kW over eight hours a night uses around 240 units a month. Cutting two hours of needless running and raising the set point by two degrees brings that down to roughly 160 units. At ₹7 a unit, that is more than ₹500 a month for one room in summer, enough to pay back a smart controller within a season.',
      ],
    },
    {
      heading: 'Looking after it',
      paragraphs: [
        'Keep the app and the device firmware up to date, and review the schedule when the seasons change. Above all, clean the AC filters every two weeks during peak summer: a clogged filter wastes more energy than any thermostat can save.',
        'Not sure which device suits your AC or central system? Our team can survey your home, check compatibility and install and configure everything for you.',
      ],
    },
  ],
};
