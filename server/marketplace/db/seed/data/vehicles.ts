/**
 * Demo vehicle makers. Ids 1..17 match the editions' top-manufacturer lists. Families are written
 * "Name@firstYear#generations" (generations named with roman numerals, "+4": the first is IV) or "Name@firstYear=code,code"
 * (generations named by chassis code, as BMW and Mercedes-Benz do).
 */
export interface ManufacturerSpec {
  id: number;
  name: string;
  hsn: string;
  /** Engine name suffixes for petrol and diesel models, e.g. TSI / TDI. */
  petrol: string;
  diesel: string;
  /** OE number pattern: # digit, A letter, other characters literal. */
  oe: string;
  families: string[];
}

export const MANUFACTURERS: ManufacturerSpec[] = [
  { id: 1, name: 'VW', hsn: '0603', petrol: 'TSI', diesel: 'TDI', oe: '#A# ### ### A', families: ['Golf@1997#5+4', 'Polo@1994#4+3', 'Passat@1996#4+5', 'Tiguan@2007#2', 'Touran@2003#2', 'Caddy@1995#3+2', 'Transporter@1990#4+4', 'Sharan@1995#2', 'Touareg@2002#3', 'up!@2011#1', 'T-Roc@2017#1', 'Jetta@2005#2', 'Arteon@2017#1', 'Scirocco@2008#1'] },
  { id: 2, name: 'BMW', hsn: '0005', petrol: 'i', diesel: 'd', oe: '## ## # ### ###', families: ['1er@2004=E87,F20,F40', '3er@1990=E36,E46,E90,F30,G20', '5er@1995=E39,E60,F10,G30', 'X1@2009=E84,F48,U11', 'X3@2003=E83,F25,G01', 'X5@1999=E53,E70,F15,G05', '2er Active Tourer@2014=F45,U06', '7er@2001=E65,F01,G11'] },
  { id: 3, name: 'Mercedes-Benz', hsn: '1313', petrol: '', diesel: 'CDI', oe: 'A ### ### ## ##', families: ['A-Klasse@1997=W168,W169,W176,W177', 'C-Klasse@1993=W202,W203,W204,W205,W206', 'E-Klasse@1995=W210,W211,W212,W213', 'B-Klasse@2005=W245,W246,W247', 'Sprinter@1995=901,906,907', 'Vito@1996=638,639,447', 'GLC@2015=X253,X254', 'CLA@2013=C117,C118'] },
  { id: 4, name: 'Audi', hsn: '0588', petrol: 'TFSI', diesel: 'TDI', oe: '#A# ### ### A', families: ['A3@1996=8L,8P,8V,8Y', 'A4@1994=B5,B6,B7,B8,B9', 'A6@1997=C5,C6,C7,C8', 'A1@2010=8X,GB', 'Q3@2011=8U,F3', 'Q5@2008=8R,FY', 'Q7@2006=4L,4M', 'TT@1998=8N,8J,FV'] },
  { id: 5, name: 'Opel', hsn: '0035', petrol: 'Turbo', diesel: 'CDTI', oe: '## ### ###', families: ['Astra@1991=F,G,H,J,K,L', 'Corsa@1993=B,C,D,E,F', 'Insignia@2008=A,B', 'Zafira@1999=A,B,C', 'Meriva@2003=A,B', 'Vectra@1995=B,C', 'Mokka@2012=A,B', 'Vivaro@2001=A,B,C', 'Adam@2012#1'] },
  { id: 6, name: 'Ford', hsn: '0928', petrol: 'EcoBoost', diesel: 'TDCi', oe: '# ### ###', families: ['Focus@1998#4+1', 'Fiesta@1995#4+4', 'Mondeo@1996#4', 'Kuga@2008#3', 'C-Max@2003#2', 'S-Max@2006#2', 'Transit@2000#3', 'Ka@1996#3', 'Galaxy@2006#2', 'Puma@2019#1', 'Ranger@2011#2'] },
  { id: 7, name: 'Toyota', hsn: '5013', petrol: 'VVT-i', diesel: 'D-4D', oe: '#####-#####', families: ['Corolla@1997#4+8', 'Yaris@1999#4', 'Auris@2006#2', 'RAV4@2000#4', 'Aygo@2005#2', 'Avensis@1997#3', 'C-HR@2016#1', 'Prius@2003#3', 'Hilux@2005#2'] },
  { id: 8, name: 'Renault', hsn: '3004', petrol: 'TCe', diesel: 'dCi', oe: '## ## ### ###', families: ['Clio@1998#4+2', 'Mégane@1995#4', 'Scénic@1996#4', 'Twingo@1993#3+1', 'Kangoo@1997#3', 'Captur@2013#2', 'Laguna@1993#3', 'Trafic@2001#3', 'Kadjar@2015#1', 'Espace@1997#3', 'Master@1998#3'] },
  { id: 9, name: 'Peugeot', hsn: '3001', petrol: 'PureTech', diesel: 'BlueHDi', oe: '## ## ## ## ##', families: ['206@1998#1', '207@2006#1', '208@2012#2', '307@2000#1', '308@2007#3', '2008@2013#2', '3008@2009#2', '5008@2009#2', 'Partner@1996#3', 'Boxer@1994#3', '407@2004#1', '508@2010#2'] },
  { id: 10, name: 'Fiat', hsn: '4136', petrol: '', diesel: 'Multijet', oe: '########', families: ['Punto@1993#3', 'Panda@2003#3', '500@2007#2', 'Ducato@1994#3', 'Doblò@2000#2', 'Tipo@2015#1', 'Bravo@2007#1', 'Stilo@2001#1', 'Qubo@2008#1', '500X@2014#1'] },
  { id: 11, name: 'Seat', hsn: '7593', petrol: 'TSI', diesel: 'TDI', oe: '#A# ### ### A', families: ['Ibiza@1993#5+1', 'León@1999#4', 'Altea@2004#1', 'Alhambra@1996#2', 'Arona@2017#1', 'Ateca@2016#1', 'Toledo@1998#3', 'Mii@2011#1'] },
  { id: 12, name: 'Škoda', hsn: '8004', petrol: 'TSI', diesel: 'TDI', oe: '#A# ### ### A', families: ['Octavia@1996#4+1', 'Fabia@1999#4', 'Superb@2001#3', 'Kodiaq@2016#2', 'Karoq@2017#1', 'Yeti@2009#1', 'Rapid@2012#1', 'Roomster@2006#1', 'Kamiq@2019#1'] },
  { id: 13, name: 'Citroën', hsn: '3003', petrol: 'PureTech', diesel: 'HDi', oe: '## ## ## ## ##', families: ['C3@2002#3', 'C4@2004#3', 'Berlingo@1996#3', 'C5@2001#3', 'Xsara@1997#1', 'C1@2005#2', 'Jumpy@1995#3', 'Jumper@1994#3', 'C4 Picasso@2006#2', 'Saxo@1996#1'] },
  { id: 14, name: 'Hyundai', hsn: '8252', petrol: 'T-GDI', diesel: 'CRDi', oe: '#####-A####', families: ['i10@2007#3', 'i20@2008#3', 'i30@2007#3', 'Tucson@2004#4', 'Santa Fe@2000#4', 'ix35@2009#1', 'Kona@2017#2', 'Getz@2002#1'] },
  { id: 15, name: 'Kia', hsn: '8253', petrol: 'T-GDI', diesel: 'CRDi', oe: '#####-A####', families: ['Picanto@2004#3', 'Rio@2000#4', 'Ceed@2006#3', 'Sportage@2004#4', 'Sorento@2002#4', 'Niro@2016#2', 'Venga@2010#1'] },
  { id: 16, name: 'Volvo', hsn: '9101', petrol: 'T', diesel: 'D', oe: '#######', families: ['V40@1995#2', 'V50@2004#1', 'V60@2010#2', 'V70@1996#3', 'XC60@2008#2', 'XC90@2002#2', 'S60@2000#3', 'XC40@2017#1', 'S80@1998#2'] },
  { id: 17, name: 'Mazda', hsn: '7118', petrol: 'Skyactiv-G', diesel: 'Skyactiv-D', oe: 'AAA#-##-###', families: ['Mazda3@2003#4', 'Mazda6@2002#3', 'CX-5@2011#2', 'Mazda2@2003#3', 'MX-5@1998#3', 'CX-3@2015#1', '5@2005#2'] },
  { id: 18, name: 'Nissan', hsn: '7104', petrol: 'DIG-T', diesel: 'dCi', oe: '#####-AA###', families: ['Qashqai@2006#3', 'Micra@1992#5', 'Juke@2010#2', 'X-Trail@2001#4', 'Note@2005#2', 'Almera@1995#2', 'Navara@2005#2', 'Primastar@2002#1'] },
  { id: 19, name: 'Honda', hsn: '5003', petrol: 'i-VTEC', diesel: 'i-DTEC', oe: '#####-AAA-A##', families: ['Civic@1995#5', 'Jazz@2001#4', 'CR-V@1995#5', 'Accord@1998#3', 'HR-V@1999#3', 'FR-V@2004#1'] },
  { id: 20, name: 'Dacia', hsn: '1505', petrol: 'TCe', diesel: 'dCi', oe: '## ## ### ###', families: ['Sandero@2008#3', 'Duster@2010#3', 'Logan@2004#3', 'Dokker@2012#1', 'Lodgy@2012#1', 'Jogger@2021#1'] },
  { id: 21, name: 'Mini', hsn: '0005', petrol: 'Cooper', diesel: 'Cooper D', oe: '## ## # ### ###', families: ['Mini@2001=R50,R56,F56', 'Countryman@2010=R60,F60,U25', 'Clubman@2007=R55,F54', 'Paceman@2012=R61'] },
  { id: 22, name: 'Suzuki', hsn: '7505', petrol: 'Boosterjet', diesel: 'DDiS', oe: '#####-#####', families: ['Swift@2005#4', 'Vitara@1988#4', 'SX4@2006#2', 'Ignis@2000#2', 'Jimny@1998#2', 'Splash@2008#1', 'Baleno@2016#1'] },
  { id: 23, name: 'Mitsubishi', hsn: '7003', petrol: 'MIVEC', diesel: 'DI-D', oe: 'MN######', families: ['Colt@1996#3', 'Outlander@2003#3', 'ASX@2010#2', 'Pajero@1991#3', 'Lancer@2003#2', 'Space Star@2013#1', 'L200@1996#3'] },
  { id: 24, name: 'Alfa Romeo', hsn: '4135', petrol: 'TB', diesel: 'JTDM', oe: '########', families: ['Giulietta@2010#1', 'MiTo@2008#1', '147@2000#1', '156@1997#1', '159@2005#1', 'Giulia@2016#1', 'Stelvio@2017#1'] },
  { id: 25, name: 'Lancia', hsn: '4137', petrol: '', diesel: 'Multijet', oe: '########', families: ['Ypsilon@2003#3', 'Delta@2008#1', 'Musa@2004#1', 'Lybra@1999#1', 'Thesis@2002#1'] },
  { id: 26, name: 'Porsche', hsn: '0583', petrol: '', diesel: 'Diesel', oe: '### ### ### ##', families: ['911@1997=996,997,991,992', 'Cayenne@2002=955,92A,9YA', 'Macan@2014=95B', 'Boxster@1996=986,987,981,982', 'Panamera@2009=970,971'] },
  { id: 27, name: 'Land Rover', hsn: '7204', petrol: 'Si4', diesel: 'TD4', oe: 'AAA######', families: ['Range Rover@2002=L322,L405,L460', 'Discovery@1998#4', 'Freelander@1998#2', 'Range Rover Evoque@2011#2', 'Defender@1990#2'] },
  { id: 28, name: 'Jaguar', hsn: '7210', petrol: '', diesel: 'D', oe: 'A#A#####', families: ['XF@2007#2', 'XE@2015#1', 'F-Pace@2016#1', 'X-Type@2001#1', 'XJ@2003#2'] },
  { id: 29, name: 'Jeep', hsn: '1007', petrol: '', diesel: 'CRD', oe: '########AA', families: ['Grand Cherokee@1999#3', 'Compass@2006#2', 'Renegade@2014#1', 'Wrangler@1996#3', 'Cherokee@2001#3'] },
  { id: 30, name: 'Smart', hsn: '1313', petrol: '', diesel: 'cdi', oe: 'A ### ### ## ##', families: ['Fortwo@1998=450,451,453', 'Forfour@2004=454,453'] },
  { id: 31, name: 'Subaru', hsn: '7101', petrol: '', diesel: 'D', oe: '#####AA###', families: ['Forester@1997#5', 'Impreza@1993#5', 'Outback@1998#5', 'Legacy@1998#4', 'XV@2011#2'] },
  { id: 32, name: 'Chevrolet', hsn: '1017', petrol: '', diesel: 'VCDi', oe: '########', families: ['Aveo@2005#2', 'Spark@2005#2', 'Cruze@2009#1', 'Captiva@2006#1', 'Matiz@2005#1'] },
  { id: 33, name: 'Saab', hsn: '7503', petrol: 't', diesel: 'TiD', oe: '########', families: ['9-3@1998#2', '9-5@1997#2', '900@1993#1'] },
  { id: 34, name: 'Lexus', hsn: '5013', petrol: '', diesel: 'D', oe: '#####-#####', families: ['IS@1999#3', 'RX@2003#4', 'NX@2014#2', 'CT@2010#1'] },
  { id: 35, name: 'Tesla', hsn: '1955', petrol: '', diesel: '', oe: '#######-##-A', families: ['Model S@2012#2', 'Model 3@2017#2', 'Model X@2015#1', 'Model Y@2020#1'] },
  { id: 36, name: 'Cupra', hsn: '7593', petrol: 'TSI', diesel: 'TDI', oe: '#A# ### ### A', families: ['Formentor@2020#1', 'Born@2021#1', 'León@2020#1', 'Ateca@2018#1'] },
  { id: 37, name: 'DS', hsn: '3003', petrol: 'PureTech', diesel: 'BlueHDi', oe: '## ## ## ## ##', families: ['DS 3@2009#2', 'DS 4@2011#2', 'DS 5@2011#1', 'DS 7@2017#1'] },
  { id: 38, name: 'Iveco', hsn: '4129', petrol: '', diesel: 'HPI', oe: '########', families: ['Daily@1999#5', 'Eurocargo@1991#3'] },
  { id: 39, name: 'MG', hsn: '1093', petrol: 'T-GDI', diesel: '', oe: '########', families: ['ZS@2017#2', 'MG4@2022#1', 'HS@2018#1', 'MG3@2011#1'] },
  { id: 40, name: 'Abarth', hsn: '4136', petrol: 'T-Jet', diesel: '', oe: '########', families: ['500@2008#2', 'Punto@2012#1', '124 Spider@2016#1'] },
  { id: 41, name: 'Chrysler', hsn: '1007', petrol: '', diesel: 'CRD', oe: '########AA', families: ['Voyager@1995#3', 'PT Cruiser@2000#1', '300C@2004#2', 'Sebring@2001#2'] },
  { id: 42, name: 'Daihatsu', hsn: '5001', petrol: '', diesel: 'D', oe: '#####-#####', families: ['Sirion@1998#2', 'Terios@1997#2', 'Cuore@1995#3', 'Materia@2006#1'] },
  { id: 43, name: 'Rover', hsn: '7204', petrol: 'i', diesel: 'TD', oe: 'AAA######', families: ['25@1999#1', '45@2000#1', '75@1999#1', '200@1995#1'] },
  { id: 44, name: 'Lada', hsn: '3119', petrol: '', diesel: '', oe: '####-#######', families: ['Niva@1993#2', 'Kalina@2004#2', 'Granta@2011#2', 'Vesta@2015#1'] },
  { id: 45, name: 'Dodge', hsn: '1007', petrol: '', diesel: 'CRD', oe: '########AA', families: ['Caliber@2006#1', 'Journey@2008#1', 'Nitro@2007#1', 'RAM@2002#3'] },
  { id: 46, name: 'Maserati', hsn: '4140', petrol: '', diesel: 'Diesel', oe: '#########', families: ['Ghibli@2013#1', 'Levante@2016#1', 'Quattroporte@2003#2'] },
  { id: 47, name: 'SsangYong', hsn: '8254', petrol: '', diesel: 'e-XDi', oe: '##########', families: ['Rexton@2001#3', 'Korando@1996#3', 'Tivoli@2015#1', 'Kyron@2005#1'] },
];

/** Tesla's versions: [name, PS]. */
export const ELECTRIC_ENGINES: [string, number][] = [['Standard Range', 283], ['Long Range', 351], ['Performance', 513]];
