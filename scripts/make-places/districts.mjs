// Well-known districts, business parks and landmarks people search by, with hand-entered
// centres (from public maps, to about 100 m) and a radius that covers the district.
// `city` is [PSGC city name, province] as in the generated hierarchy.
// `w` (optional) lowers the rank of a name that is also a common town name elsewhere.

const ncr = (name) => [name, 'Metro Manila'];

export const districts = [
  // Metro Manila business districts
  { id: 'bgc', name: 'Bonifacio Global City', city: ncr('Taguig City'), lat: 14.5509, lng: 121.0493, r: 2, aliases: ['BGC', 'Fort Bonifacio', 'The Fort', 'Global City', 'Market Market', 'Uptown Bonifacio', 'Bonifacio High Street'] },
  { id: 'ortigas', name: 'Ortigas Center', city: ncr('Pasig City'), lat: 14.5866, lng: 121.06, r: 2, aliases: ['Ortigas', 'Ortigas CBD', 'Megamall', 'SM Megamall'] },
  { id: 'makati-cbd', name: 'Makati CBD', city: ncr('Makati City'), lat: 14.5547, lng: 121.0244, r: 2, aliases: ['Makati Central Business District', 'Ayala', 'Ayala Avenue', 'Ayala Triangle', 'Salcedo Village', 'Legaspi Village', 'Legazpi Village', 'Greenbelt', 'Glorietta'] },
  { id: 'eastwood', name: 'Eastwood City', city: ncr('Quezon City'), lat: 14.609, lng: 121.0785, r: 1.5, aliases: ['Eastwood', 'Libis'] },
  { id: 'alabang', name: 'Alabang', city: ncr('Muntinlupa City'), lat: 14.42, lng: 121.037, r: 3, aliases: ['Filinvest', 'Filinvest City', 'Alabang Town Center', 'Ayala Alabang', 'Festival Mall'] },
  { id: 'cubao', name: 'Cubao', city: ncr('Quezon City'), lat: 14.6197, lng: 121.0531, r: 1.5, aliases: ['Araneta', 'Araneta City', 'Araneta Center', 'Gateway Mall'] },
  { id: 'greenhills', name: 'Greenhills', city: ncr('San Juan City'), lat: 14.602, lng: 121.049, r: 1.5, aliases: ['Greenhills San Juan'] },
  { id: 'rockwell', name: 'Rockwell Center', city: ncr('Makati City'), lat: 14.5652, lng: 121.0366, r: 1, aliases: ['Rockwell', 'Power Plant Mall'] },
  { id: 'poblacion-makati', name: 'Poblacion, Makati', city: ncr('Makati City'), lat: 14.565, lng: 121.03, r: 1, aliases: ['Poblacion Makati', 'Makati Poblacion'] },
  { id: 'mckinley', name: 'McKinley Hill', city: ncr('Taguig City'), lat: 14.535, lng: 121.051, r: 1, aliases: ['McKinley', 'Mckinley Hills'] },
  { id: 'kapitolyo', name: 'Kapitolyo', city: ncr('Pasig City'), lat: 14.572, lng: 121.06, r: 1, aliases: ['Kapitolyo Pasig'] },
  { id: 'bay-area', name: 'Mall of Asia', city: ncr('Pasay City'), lat: 14.5352, lng: 120.9822, r: 2, aliases: ['MOA', 'SM MOA', 'SM Mall of Asia', 'Bay Area', 'Bay City', 'MOA Complex'] },
  { id: 'entertainment-city', name: 'Entertainment City', city: ncr('Parañaque City'), lat: 14.519, lng: 120.986, r: 1.5, aliases: ['Aseana', 'Aseana City', 'Okada Manila', 'City of Dreams'] },
  { id: 'naia', name: 'NAIA', city: ncr('Pasay City'), lat: 14.5086, lng: 121.0197, r: 2.5, aliases: ['Ninoy Aquino International Airport', 'NAIA Terminal 3', 'Manila Airport', 'Manila International Airport'] },
  { id: 'bf-homes', name: 'BF Homes', city: ncr('Parañaque City'), lat: 14.452, lng: 121.023, r: 2, aliases: ['BF Homes Paranaque', 'BF Paranaque'] },
  // Quezon City
  { id: 'diliman', name: 'Diliman', city: ncr('Quezon City'), lat: 14.6537, lng: 121.0686, r: 2, aliases: ['UP Diliman', 'Quezon Memorial Circle'] },
  { id: 'katipunan', name: 'Katipunan', city: ncr('Quezon City'), lat: 14.639, lng: 121.075, r: 1.5, aliases: ['Katipunan Avenue', 'Loyola Heights'] },
  { id: 'tomas-morato', name: 'Tomas Morato', city: ncr('Quezon City'), lat: 14.634, lng: 121.035, r: 1, aliases: ['Timog Avenue', 'Morato', 'Scout Area'] },
  { id: 'north-edsa', name: 'North EDSA', city: ncr('Quezon City'), lat: 14.6563, lng: 121.031, r: 1, aliases: ['SM North EDSA', 'SM North', 'TriNoma', 'Trinoma'] },
  { id: 'novaliches', name: 'Novaliches', city: ncr('Quezon City'), lat: 14.7226, lng: 121.0462, r: 2.5, aliases: ['Novaliches Proper'] },
  { id: 'fairview', name: 'Fairview', city: ncr('Quezon City'), lat: 14.734, lng: 121.06, r: 2, aliases: ['SM Fairview'] },
  { id: 'monumento', name: 'Monumento', city: ncr('Caloocan City'), lat: 14.657, lng: 120.984, r: 1, aliases: ['Caloocan Monumento'] },
  // The City of Manila's districts (PSGC sub-municipalities) and markets
  { id: 'binondo', name: 'Binondo', city: ncr('Manila City'), lat: 14.6, lng: 120.9745, r: 1, aliases: ['Chinatown', 'Manila Chinatown'] },
  { id: 'intramuros', name: 'Intramuros', city: ncr('Manila City'), lat: 14.5906, lng: 120.975, r: 1, aliases: ['Walled City'] },
  { id: 'divisoria', name: 'Divisoria', city: ncr('Manila City'), lat: 14.6035, lng: 120.972, r: 1, aliases: [] },
  { id: 'quiapo', name: 'Quiapo', city: ncr('Manila City'), lat: 14.599, lng: 120.9836, r: 1, aliases: [] },
  { id: 'ermita', name: 'Ermita', city: ncr('Manila City'), lat: 14.5833, lng: 120.985, r: 1, aliases: [] },
  { id: 'malate', name: 'Malate', city: ncr('Manila City'), lat: 14.57, lng: 120.99, r: 1.2, aliases: [] },
  { id: 'tondo', name: 'Tondo', city: ncr('Manila City'), lat: 14.619, lng: 120.967, r: 2, aliases: ['Tondo I/II', 'Tondo Manila'] },
  { id: 'sampaloc', name: 'Sampaloc', city: ncr('Manila City'), lat: 14.611, lng: 120.992, r: 1.5, aliases: ['Sampaloc Manila', 'U-Belt', 'University Belt'] },
  { id: 'santa-mesa', name: 'Santa Mesa', city: ncr('Manila City'), lat: 14.6015, lng: 121.012, r: 1, aliases: ['Sta. Mesa'] },
  { id: 'paco', name: 'Paco', city: ncr('Manila City'), lat: 14.581, lng: 120.998, r: 1, aliases: ['Paco Manila'] },
  { id: 'pandacan', name: 'Pandacan', city: ncr('Manila City'), lat: 14.59, lng: 121.005, r: 1, aliases: [] },
  { id: 'port-area', name: 'Port Area', city: ncr('Manila City'), lat: 14.587, lng: 120.968, r: 1, aliases: ['Manila Port Area', 'Manila South Harbor'] },
  { id: 'san-nicolas-manila', name: 'San Nicolas, Manila', city: ncr('Manila City'), lat: 14.601, lng: 120.969, r: 1, w: 2, aliases: ['San Nicolas'] },
  { id: 'santa-cruz-manila', name: 'Santa Cruz, Manila', city: ncr('Manila City'), lat: 14.618, lng: 120.985, r: 1, w: 2, aliases: ['Santa Cruz', 'Sta. Cruz Manila'] },
  { id: 'san-miguel-manila', name: 'San Miguel, Manila', city: ncr('Manila City'), lat: 14.595, lng: 120.992, r: 1, w: 2, aliases: ['San Miguel', 'Malacañang'] },
  { id: 'santa-ana-manila', name: 'Santa Ana, Manila', city: ncr('Manila City'), lat: 14.581, lng: 121.013, r: 1, w: 2, aliases: ['Santa Ana', 'Sta. Ana Manila'] },
  // Outside Metro Manila
  { id: 'nuvali', name: 'Nuvali', city: ['Santa Rosa City', 'Laguna'], lat: 14.238, lng: 121.057, r: 2.5, aliases: ['Nuvali Santa Rosa'] },
  { id: 'clark', name: 'Clark Freeport Zone', city: ['Mabalacat City', 'Pampanga'], lat: 15.186, lng: 120.547, r: 4, aliases: ['Clark', 'Clark Freeport', 'Clark Pampanga'] },
  { id: 'subic', name: 'Subic Bay Freeport Zone', city: ['Olongapo City', 'Zambales'], lat: 14.815, lng: 120.284, r: 4, aliases: ['Subic Bay', 'Subic Freeport', 'SBFZ'] },
  // Metro Cebu
  { id: 'cebu-it-park', name: 'Cebu IT Park', city: ['Cebu City', 'Cebu'], lat: 10.3302, lng: 123.9063, r: 1, aliases: ['IT Park', 'Asiatown IT Park', 'Cebu I.T. Park'] },
  { id: 'ayala-center-cebu', name: 'Ayala Center Cebu', city: ['Cebu City', 'Cebu'], lat: 10.3181, lng: 123.9053, r: 1, aliases: ['Ayala Cebu', 'Ayala Center Cebu City'] },
  { id: 'cebu-business-park', name: 'Cebu Business Park', city: ['Cebu City', 'Cebu'], lat: 10.32, lng: 123.904, r: 1, aliases: ['CBP'] },
  { id: 'srp', name: 'South Road Properties', city: ['Cebu City', 'Cebu'], lat: 10.282, lng: 123.879, r: 2, aliases: ['SRP', 'SM Seaside', 'Il Corso'] },
  { id: 'fuente', name: 'Fuente Osmeña', city: ['Cebu City', 'Cebu'], lat: 10.311, lng: 123.892, r: 1, aliases: ['Fuente', 'Fuente Circle'] },
  { id: 'colon', name: 'Colon Street', city: ['Cebu City', 'Cebu'], lat: 10.296, lng: 123.9, r: 1, aliases: ['Colon Cebu', 'Downtown Cebu'] },
  { id: 'banilad', name: 'Banilad', city: ['Cebu City', 'Cebu'], lat: 10.343, lng: 123.911, r: 1, aliases: ['Banilad Cebu'] },
  { id: 'mactan', name: 'Mactan', city: ['Lapu-Lapu City', 'Cebu'], lat: 10.299, lng: 123.99, r: 6, aliases: ['Mactan Island', 'Mactan Cebu', 'Mactan Airport', 'MCIA', 'Mactan-Cebu International Airport'] },
  // Davao City and Iloilo City
  { id: 'lanang', name: 'Lanang', city: ['Davao City', 'Davao del Sur'], lat: 7.099, lng: 125.632, r: 1.5, aliases: ['Lanang Davao', 'SM Lanang'] },
  { id: 'poblacion-davao', name: 'Poblacion, Davao City', city: ['Davao City', 'Davao del Sur'], lat: 7.068, lng: 125.61, r: 1.5, aliases: ['Poblacion Davao', 'Davao Poblacion', 'Downtown Davao', 'Davao Downtown'] },
  { id: 'bajada', name: 'Bajada', city: ['Davao City', 'Davao del Sur'], lat: 7.092, lng: 125.611, r: 1, aliases: ['Bajada Davao', 'Abreeza'] },
  { id: 'matina', name: 'Matina', city: ['Davao City', 'Davao del Sur'], lat: 7.061, lng: 125.596, r: 1.5, aliases: ['Matina Davao'] },
  { id: 'iloilo-business-park', name: 'Iloilo Business Park', city: ['Iloilo City', 'Iloilo'], lat: 10.7148, lng: 122.5466, r: 1, aliases: ['IBP', 'Megaworld Iloilo', 'Mandurriao'] },
];
