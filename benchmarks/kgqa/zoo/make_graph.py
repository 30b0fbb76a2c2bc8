"""Build the `zoo` KGQA graph: triples.tsv and entities.tsv (no types column).

Invented zoos and wildlife parks: zoos with their city, their director and the trust, society
or council that owns them; named animals with their species, the zoo they live in, where they
were born or came from (a zoo or a rescue centre), their mother and father, and the keepers who
look after them; keepers with the veterinary or animal-care schools they went to; species with
the countries they are native to and what they eat; breeding programmes with the species they
cover, and the conservation charities that fund the programmes. Every zoo, animal and person
is invented (the species and their native countries are real, their facts here are not meant
to be complete). The schema, the cities, zoos, owners, directors, keepers, schools, species,
programmes, charities and a core of ten animal families are written by hand below; a seeded
generator draws the filler animals, their parents, where they came from and their keepers.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/zoo/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

CITY = "muni"  # zoo -> city
SPECIES = "taxon"  # animal -> species
HOUSED = "housedAt"  # animal -> zoo it lives in
ORIGIN = "origin.site"  # animal -> zoo or rescue centre it was born at or came from
MOTHER = "DAM"  # animal -> its mother
FATHER = "SIRE"  # animal -> its father
TENDS = "tends"  # keeper -> animal they look after
SCHOOL = "studied at"  # keeper -> veterinary / animal-care school
COVERS = "http://zoo.example.org/ns#focalTaxon"  # breeding programme -> species
FUNDS = "funds"  # charity -> breeding programme
NATIVE = "wild_in"  # species -> country it is native to
DIET = "trophic.lvl"  # species -> what it eats
DIRECTOR = "headedBy"  # zoo -> director
OWNER = "propr"  # zoo -> owning trust, society or council

# zoo -> (city, director, owner, keepers, species kept)
ZOOS = {
    "Harwick Zoo": (
        "Harwick",
        "Dr Miriam Okafor",
        "Harwick Zoological Society",
        ["Megan Hollis", "Arjun Mehta", "Callum Reid"],
        [
            "Sumatran tiger",
            "western lowland gorilla",
            "red panda",
            "meerkat",
            "giant anteater",
        ],
    ),
    "Harwick Aquarium & Reptile House": (
        "Harwick",
        "Graham Lusk",
        "Harwick Zoological Society",
        ["Siobhan Keane", "Tomasz Wrona"],
        ["Komodo dragon", "Aldabra giant tortoise", "California sea lion", "Humboldt penguin"],
    ),
    "Carrow Riverside Zoo": (
        "Carrow",
        "Sunita Varma",
        "City of Carrow Council",
        ["Beatriz Nunes", "Liam Foster"],
        [
            "Asiatic lion",
            "ring-tailed lemur",
            "meerkat",
            "two-toed sloth",
            "golden lion tamarin",
        ],
    ),
    "Port Ellery Zoo": (
        "Port Ellery",
        "Declan Morrow",
        "Ellery Wildlife Trust",
        ["Hannah Cole", "Kwame Asante", "Rosie Tait"],
        [
            "western lowland gorilla",
            "Sumatran tiger",
            "okapi",
            "pygmy hippopotamus",
            "red ruffed lemur",
        ],
    ),
    "Glenmuir Highland Wildlife Park": (
        "Glenmuir",
        "Fiona Baird",
        "Northern Zoos Trust",
        ["Ewan Drummond", "Isla Munro"],
        [
            "snow leopard",
            "Amur tiger",
            "red panda",
            "polar bear",
            "Przewalski's horse",
            "Bactrian camel",
        ],
    ),
    "Marrowby Safari Park": (
        "Marrowby",
        "Richard Thane",
        "Marrowby Estates Ltd",
        ["Oliver Grant", "Priyanka Das", "Gareth Owen"],
        [
            "Asian elephant",
            "African lion",
            "southern white rhinoceros",
            "Rothschild's giraffe",
            "Grevy's zebra",
            "cheetah",
        ],
    ),
    "Ashbridge Wildlife Park": (
        "Ashbridge",
        "Helen Carrick",
        "Northern Zoos Trust",
        ["Bethan Lloyd", "Sofia Marsh"],
        ["cheetah", "African wild dog", "meerkat", "maned wolf"],
    ),
    "Kestrel Bay Sea Life Park": (
        "Kestrel Bay",
        "Owen Pryce",
        "Ellery Wildlife Trust",
        ["Daniel Kerr", "Zoe Whitfield"],
        ["Humboldt penguin", "African penguin", "California sea lion"],
    ),
    "Dunholt Zoo": (
        "Dunholt",
        "Helen Carrick",
        "Northern Zoos Trust",
        ["Patrick Doyle", "Amy Hartley"],
        ["Amur leopard", "red panda", "spectacled bear", "Chilean flamingo"],
    ),
    "Zoo Lindenau": (
        "Lindenau",
        "Dr Katrin Albers",
        "Zoologischer Verein Lindenau",
        ["Jonas Weber", "Lea Schubert", "Felix Haas"],
        [
            "Sumatran tiger",
            "Bornean orangutan",
            "African savanna elephant",
            "okapi",
            "chimpanzee",
        ],
    ),
    "Tierpark Ostfeld": (
        "Ostfeld",
        "Jörg Reinhardt",
        "Stiftung Tierpark Ostfeld",
        ["Mareike Vogt", "Anke Ziegler", "Timo Lang"],
        ["Asian elephant", "Amur tiger", "polar bear", "Przewalski's horse", "Malayan tapir"],
    ),
    "Lindenau Vivarium": (
        "Lindenau",
        "Petra Kühn",
        "Zoologischer Verein Lindenau",
        ["Nils Becker"],
        ["Komodo dragon", "Aldabra giant tortoise", "two-toed sloth", "golden lion tamarin"],
    ),
    "Parc Zoologique de Vallemont": (
        "Vallemont",
        "Céline Moreau",
        "Parcs de Vallemont SA",
        ["Camille Roux", "Hugo Lambert", "Manon Girard"],
        [
            "okapi",
            "black rhinoceros",
            "reticulated giraffe",
            "ring-tailed lemur",
            "Asiatic lion",
        ],
    ),
    "Dierenpark Hoornveld": (
        "Hoornveld",
        "Bram de Wit",
        "Stichting Dierenpark Hoornveld",
        ["Sanne Visser", "Joris Bakker", "Femke de Groot"],
        [
            "Rothschild's giraffe",
            "African savanna elephant",
            "Sumatran orangutan",
            "Humboldt penguin",
            "giant anteater",
        ],
    ),
    "Zoológico San Lucero": (
        "San Lucero",
        "Dra Inés Calderón",
        "Fundación San Lucero",
        ["Lucía Ferreyra", "Mateo Rinaldi", "Valentina Sosa"],
        [
            "spectacled bear",
            "maned wolf",
            "giant anteater",
            "Chilean flamingo",
            "golden lion tamarin",
            "Humboldt penguin",
        ],
    ),
    "Brevik Dyrepark": (
        "Brevik",
        "Sigrid Holm",
        "Brevik Kommune",
        ["Ola Nordby", "Kari Lunde"],
        ["polar bear", "snow leopard", "Amur leopard"],
    ),
    "Ostfeld Wildgehege": (
        "Ostfeld",
        "Uwe Brandt",
        "Stiftung Tierpark Ostfeld",
        ["Dirk Hoffmann"],
        ["Przewalski's horse", "Bactrian camel", "snow leopard"],
    ),
    "Marrowby Bird Gardens": (
        "Marrowby",
        "Lydia Fenn",
        "Marrowby Estates Ltd",
        ["Jack Pennington"],
        ["Chilean flamingo", "African penguin"],
    ),
}

SCHOOLS = {  # keeper -> the schools they went to
    "Megan Hollis": ["Harwick School of Veterinary Medicine"],
    "Arjun Mehta": ["Royal Northern Veterinary College", "Harwick School of Veterinary Medicine"],
    "Callum Reid": ["Carrow College of Animal Care"],
    "Siobhan Keane": ["Glenmuir Veterinary College"],
    "Tomasz Wrona": ["Carrow College of Animal Care"],
    "Beatriz Nunes": ["San Lucero University Veterinary School"],
    "Liam Foster": ["Carrow College of Animal Care"],
    "Hannah Cole": ["Harwick School of Veterinary Medicine"],
    "Kwame Asante": ["Royal Northern Veterinary College"],
    "Rosie Tait": ["Glenmuir Veterinary College", "Carrow College of Animal Care"],
    "Ewan Drummond": ["Glenmuir Veterinary College"],
    "Isla Munro": ["Glenmuir Veterinary College"],
    "Oliver Grant": ["Royal Northern Veterinary College"],
    "Priyanka Das": ["Harwick School of Veterinary Medicine"],
    "Gareth Owen": ["Carrow College of Animal Care"],
    "Bethan Lloyd": ["Royal Northern Veterinary College"],
    "Sofia Marsh": ["Harwick School of Veterinary Medicine"],
    "Daniel Kerr": ["Glenmuir Veterinary College"],
    "Zoe Whitfield": ["Carrow College of Animal Care"],
    "Patrick Doyle": ["Royal Northern Veterinary College"],
    "Amy Hartley": [
        "Harwick School of Veterinary Medicine",
        "Hoornveld University of Applied Sciences",
    ],
    "Jonas Weber": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Lea Schubert": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Felix Haas": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Mareike Vogt": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Anke Ziegler": ["Hoornveld University of Applied Sciences"],
    "Timo Lang": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Nils Becker": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Camille Roux": ["École Vétérinaire de Vallemont"],
    "Hugo Lambert": ["École Vétérinaire de Vallemont"],
    "Manon Girard": [
        "École Vétérinaire de Vallemont",
        "University of Lindenau Faculty of Veterinary Medicine",
    ],
    "Sanne Visser": ["Hoornveld University of Applied Sciences"],
    "Joris Bakker": ["Hoornveld University of Applied Sciences"],
    "Femke de Groot": ["Hoornveld University of Applied Sciences"],
    "Lucía Ferreyra": ["San Lucero University Veterinary School"],
    "Mateo Rinaldi": ["San Lucero University Veterinary School"],
    "Valentina Sosa": ["San Lucero University Veterinary School", "École Vétérinaire de Vallemont"],
    "Ola Nordby": ["Royal Northern Veterinary College"],
    "Kari Lunde": ["Glenmuir Veterinary College"],
    "Dirk Hoffmann": ["University of Lindenau Faculty of Veterinary Medicine"],
    "Jack Pennington": ["Carrow College of Animal Care"],
}

# species -> (native countries, diet, rescue centre that wild-born animals come from or None)
TAXA = {
    "Sumatran tiger": (["Indonesia"], "carnivore", "Sungai Lemah Rescue Centre"),
    "Amur tiger": (["Russia", "China"], "carnivore", "Sikhote Wildlife Rehab"),
    "Amur leopard": (["Russia", "China"], "carnivore", "Sikhote Wildlife Rehab"),
    "snow leopard": (["Nepal", "China", "Mongolia", "India"], "carnivore", None),
    "Asiatic lion": (["India"], "carnivore", None),
    "African lion": (["Kenya", "Tanzania", "Botswana"], "carnivore", "Okavango Wildlife Rehab"),
    "cheetah": (["Namibia", "Botswana", "Kenya"], "carnivore", "Okavango Wildlife Rehab"),
    "African wild dog": (["Botswana", "Tanzania"], "carnivore", "Okavango Wildlife Rehab"),
    "maned wolf": (["Brazil", "Argentina"], "omnivore", "Rio Verde Confiscation Centre"),
    "red panda": (["Nepal", "China", "India"], "herbivore", None),
    "western lowland gorilla": (["Gabon", "Cameroon", "Republic of the Congo"], "herbivore", None),
    "Bornean orangutan": (["Malaysia", "Indonesia"], "frugivore", "Sungai Lemah Rescue Centre"),
    "Sumatran orangutan": (["Indonesia"], "frugivore", "Sungai Lemah Rescue Centre"),
    "chimpanzee": (["Uganda", "Tanzania", "Cameroon"], "omnivore", None),
    "Rothschild's giraffe": (["Uganda", "Kenya"], "herbivore", "Mara North Orphanage"),
    "reticulated giraffe": (["Kenya"], "herbivore", "Mara North Orphanage"),
    "black rhinoceros": (["Namibia", "Kenya"], "herbivore", "Mara North Orphanage"),
    "southern white rhinoceros": (["South Africa"], "herbivore", None),
    "Asian elephant": (["India", "Sri Lanka", "Thailand"], "herbivore", None),
    "African savanna elephant": (
        ["Botswana", "Kenya", "Tanzania"],
        "herbivore",
        "Mara North Orphanage",
    ),
    "Grevy's zebra": (["Kenya"], "herbivore", None),
    "okapi": (["Democratic Republic of the Congo"], "herbivore", None),
    "pygmy hippopotamus": (["Liberia"], "herbivore", None),
    "Malayan tapir": (["Malaysia", "Thailand"], "herbivore", None),
    "Przewalski's horse": (["Mongolia"], "herbivore", None),
    "Bactrian camel": (["Mongolia", "China"], "herbivore", None),
    "Humboldt penguin": (["Peru", "Chile"], "piscivore", None),
    "African penguin": (["South Africa", "Namibia"], "piscivore", "Cape Penguin Rescue Station"),
    "California sea lion": (["United States", "Mexico"], "piscivore", None),
    "polar bear": (["Canada", "Norway", "Russia"], "carnivore", None),
    "spectacled bear": (["Peru", "Ecuador", "Colombia"], "omnivore", None),
    "giant anteater": (["Brazil", "Argentina"], "insectivore", "Rio Verde Confiscation Centre"),
    "two-toed sloth": (["Brazil", "Colombia"], "folivore", "Rio Verde Confiscation Centre"),
    "ring-tailed lemur": (["Madagascar"], "herbivore", None),
    "red ruffed lemur": (["Madagascar"], "frugivore", None),
    "golden lion tamarin": (["Brazil"], "omnivore", "Rio Verde Confiscation Centre"),
    "meerkat": (["South Africa", "Namibia", "Botswana"], "insectivore", None),
    "Komodo dragon": (["Indonesia"], "carnivore", None),
    "Aldabra giant tortoise": (["Seychelles"], "herbivore", None),
    "Chilean flamingo": (["Chile", "Argentina", "Peru"], "omnivore", None),
}

PROGRAMMES = {  # breeding programme -> species it covers
    "Sumatran Tiger Studbook": ["Sumatran tiger"],
    "Amur Big Cat Programme": ["Amur tiger", "Amur leopard"],
    "Snow Leopard Species Plan": ["snow leopard"],
    "Asiatic Lion Programme": ["Asiatic lion"],
    "Cheetah and Wild Dog Programme": ["cheetah", "African wild dog"],
    "Great Ape Programme": ["western lowland gorilla", "chimpanzee"],
    "Orangutan Survival Plan": ["Bornean orangutan", "Sumatran orangutan"],
    "Giraffe Breeding Programme": ["Rothschild's giraffe", "reticulated giraffe"],
    "Rhino Recovery Programme": ["black rhinoceros", "southern white rhinoceros"],
    "Elephant Herd Plan": ["Asian elephant", "African savanna elephant"],
    "Okapi Studbook": ["okapi"],
    "Pygmy Hippo Programme": ["pygmy hippopotamus"],
    "Penguin Coast Programme": ["Humboldt penguin", "African penguin"],
    "Wild Horse Return": ["Przewalski's horse"],
    "Lemur Ark": ["ring-tailed lemur", "red ruffed lemur"],
    "Atlantic Forest Primates Plan": ["golden lion tamarin"],
    "Red Panda Studbook": ["red panda"],
    "Polar Bear Programme": ["polar bear"],
    "Grevy's Zebra Plan": ["Grevy's zebra"],
}

CHARITIES = {  # conservation charity -> programmes it funds
    "Wild Futures Fund": [
        "Sumatran Tiger Studbook",
        "Orangutan Survival Plan",
        "Elephant Herd Plan",
    ],
    "Save the Savanna": [
        "Cheetah and Wild Dog Programme",
        "Rhino Recovery Programme",
        "Giraffe Breeding Programme",
        "Grevy's Zebra Plan",
    ],
    "Rainforest Ark Foundation": [
        "Orangutan Survival Plan",
        "Great Ape Programme",
        "Okapi Studbook",
        "Atlantic Forest Primates Plan",
        "Pygmy Hippo Programme",
    ],
    "Polar & Mountain Wildlife Fund": ["Polar Bear Programme", "Snow Leopard Species Plan"],
    "Friends of the Okapi": ["Okapi Studbook"],
    "Tusk & Horn Alliance": ["Rhino Recovery Programme", "Elephant Herd Plan"],
    "Penguin Watch International": ["Penguin Coast Programme"],
    "Apes Alive": ["Great Ape Programme", "Orangutan Survival Plan"],
    "Steppe Conservation Fund": [
        "Wild Horse Return",
        "Amur Big Cat Programme",
        "Snow Leopard Species Plan",
    ],
    "Madagascar Forest Fund": ["Lemur Ark"],
    "Asian Wildlife Network": ["Red Panda Studbook", "Asiatic Lion Programme"],
}

# The core families, written in full:
# animal -> (species, sex, zoo, came from, mother, father, keepers)
CORE_ANIMALS = {
    "Kirana": ("Sumatran tiger", "f", "Zoo Lindenau", "Zoo Lindenau", None, None, ["Jonas Weber"]),
    "Raja": (
        "Sumatran tiger",
        "m",
        "Harwick Zoo",
        "Sungai Lemah Rescue Centre",
        None,
        None,
        ["Megan Hollis"],
    ),
    "Mirah": (
        "Sumatran tiger",
        "f",
        "Harwick Zoo",
        "Zoo Lindenau",
        "Kirana",
        None,
        ["Megan Hollis", "Arjun Mehta"],
    ),
    "Bima": (
        "Sumatran tiger",
        "m",
        "Port Ellery Zoo",
        "Harwick Zoo",
        "Mirah",
        "Raja",
        ["Kwame Asante"],
    ),
    "Sari": ("Sumatran tiger", "f", "Harwick Zoo", "Harwick Zoo", "Mirah", "Raja", ["Arjun Mehta"]),
    "Arun": (
        "Asian elephant",
        "m",
        "Tierpark Ostfeld",
        "Tierpark Ostfeld",
        None,
        None,
        ["Mareike Vogt"],
    ),
    "Bodhi": (
        "Asian elephant",
        "m",
        "Marrowby Safari Park",
        "Tierpark Ostfeld",
        None,
        "Arun",
        ["Oliver Grant"],
    ),
    "Kumari": (
        "Asian elephant",
        "f",
        "Marrowby Safari Park",
        "Tierpark Ostfeld",
        None,
        None,
        ["Oliver Grant", "Priyanka Das"],
    ),
    "Anjali": (
        "Asian elephant",
        "f",
        "Marrowby Safari Park",
        "Marrowby Safari Park",
        "Kumari",
        "Bodhi",
        ["Priyanka Das"],
    ),
    "Nila": (
        "Asian elephant",
        "f",
        "Tierpark Ostfeld",
        "Marrowby Safari Park",
        "Kumari",
        "Bodhi",
        ["Mareike Vogt", "Anke Ziegler"],
    ),
    "Kibo": (
        "western lowland gorilla",
        "m",
        "Port Ellery Zoo",
        "Harwick Zoo",
        None,
        None,
        ["Hannah Cole", "Rosie Tait"],
    ),
    "Zola": (
        "western lowland gorilla",
        "f",
        "Port Ellery Zoo",
        "Port Ellery Zoo",
        None,
        None,
        ["Hannah Cole"],
    ),
    "Jabari": (
        "western lowland gorilla",
        "m",
        "Harwick Zoo",
        "Port Ellery Zoo",
        "Zola",
        "Kibo",
        ["Callum Reid"],
    ),
    "Imani": (
        "western lowland gorilla",
        "f",
        "Port Ellery Zoo",
        "Port Ellery Zoo",
        "Zola",
        "Kibo",
        ["Rosie Tait"],
    ),
    "Nkoko": (
        "okapi",
        "m",
        "Parc Zoologique de Vallemont",
        "Zoo Lindenau",
        None,
        None,
        ["Camille Roux"],
    ),
    "Amani": (
        "okapi",
        "f",
        "Parc Zoologique de Vallemont",
        "Port Ellery Zoo",
        None,
        None,
        ["Camille Roux", "Hugo Lambert"],
    ),
    "Bakari": (
        "okapi",
        "m",
        "Port Ellery Zoo",
        "Parc Zoologique de Vallemont",
        "Amani",
        "Nkoko",
        ["Kwame Asante"],
    ),
    "Marisol": (
        "Humboldt penguin",
        "f",
        "Kestrel Bay Sea Life Park",
        "Zoológico San Lucero",
        None,
        None,
        ["Daniel Kerr", "Zoe Whitfield"],
    ),
    "Capitán": (
        "Humboldt penguin",
        "m",
        "Kestrel Bay Sea Life Park",
        "Kestrel Bay Sea Life Park",
        None,
        None,
        ["Zoe Whitfield"],
    ),
    "Pingo": (
        "Humboldt penguin",
        "m",
        "Kestrel Bay Sea Life Park",
        "Kestrel Bay Sea Life Park",
        "Marisol",
        "Capitán",
        ["Daniel Kerr"],
    ),
    "Ember": (
        "red panda",
        "f",
        "Glenmuir Highland Wildlife Park",
        "Dunholt Zoo",
        None,
        None,
        ["Isla Munro"],
    ),
    "Pip": (
        "red panda",
        "m",
        "Glenmuir Highland Wildlife Park",
        "Harwick Zoo",
        None,
        None,
        ["Isla Munro", "Ewan Drummond"],
    ),
    "Rusty": (
        "red panda",
        "m",
        "Dunholt Zoo",
        "Glenmuir Highland Wildlife Park",
        "Ember",
        "Pip",
        ["Patrick Doyle"],
    ),
    "Nanuq": (
        "polar bear",
        "m",
        "Brevik Dyrepark",
        "Tierpark Ostfeld",
        None,
        None,
        ["Ola Nordby"],
    ),
    "Siku": (
        "polar bear",
        "f",
        "Brevik Dyrepark",
        "Brevik Dyrepark",
        None,
        None,
        ["Ola Nordby", "Kari Lunde"],
    ),
    "Aput": (
        "polar bear",
        "f",
        "Glenmuir Highland Wildlife Park",
        "Brevik Dyrepark",
        "Siku",
        "Nanuq",
        ["Ewan Drummond"],
    ),
    "Fenna": (
        "Rothschild's giraffe",
        "f",
        "Dierenpark Hoornveld",
        "Marrowby Safari Park",
        None,
        None,
        ["Sanne Visser"],
    ),
    "Willem": (
        "Rothschild's giraffe",
        "m",
        "Dierenpark Hoornveld",
        "Dierenpark Hoornveld",
        None,
        None,
        ["Joris Bakker"],
    ),
    "Joost": (
        "Rothschild's giraffe",
        "m",
        "Marrowby Safari Park",
        "Dierenpark Hoornveld",
        "Fenna",
        "Willem",
        ["Gareth Owen"],
    ),
    "Oso": (
        "spectacled bear",
        "m",
        "Zoológico San Lucero",
        "Zoológico San Lucero",
        None,
        None,
        ["Mateo Rinaldi"],
    ),
    "Quilla": (
        "spectacled bear",
        "f",
        "Dunholt Zoo",
        "Zoológico San Lucero",
        None,
        "Oso",
        ["Amy Hartley"],
    ),
    "Duma": (
        "cheetah",
        "m",
        "Ashbridge Wildlife Park",
        "Okavango Wildlife Rehab",
        None,
        None,
        ["Bethan Lloyd"],
    ),
    "Kesi": (
        "cheetah",
        "f",
        "Marrowby Safari Park",
        "Ashbridge Wildlife Park",
        None,
        "Duma",
        ["Gareth Owen"],
    ),
}

# Names for the filler animals, drawn in order: females, males.
SHE = [
    "Asha", "Chandra", "Dema", "Eshe", "Goma", "Juno", "Kali", "Lumi", "Pema", "Suki",
    "Tula", "Uma", "Vesna", "Wanja", "Yuki", "Zuri", "Akiko", "Cleo", "Dara", "Elsa",
    "Greta", "Kaya", "Mila", "Olga", "Rosa", "Vida", "Wren", "Yara", "Ebony", "Fern",
    "Hazel", "Jade", "Luna", "Nala", "Poppy", "Ruby", "Sasha", "Ursa", "Violet", "Anouk",
    "Fleur", "Isa", "Lotte", "Maud", "Noor", "Roos", "Anka", "Dasha", "Galya", "Katya",
    "Oksana", "Sonya", "Nayra", "Mara", "Killa", "Tamu", "Zawadi", "Paz", "Moyo", "Nuru",
]  # fmt: skip
HE = [
    "Bao", "Faro", "Hamisi", "Obi", "Rafiki", "Finn", "Hugo", "Jasper", "Leo", "Nico",
    "Pablo", "Sami", "Ziggy", "Arlo", "Bruno", "Coco", "Dexter", "Gus", "Iggy", "Milo",
    "Otis", "Quinn", "Toby", "Wilbur", "Yoshi", "Zeke", "Daan", "Gijs", "Pim", "Sven",
    "Tijn", "Boris", "Egor", "Misha", "Taras", "Vanya", "Inti", "Tupac", "Kito", "Sefu",
    "Ravi", "Tiko", "Juma", "Oskar", "Anton", "Lars", "Amaru", "Rocco", "Baako", "Nemo",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(6093)
    facts: list[tuple[str, str, str]] = []

    for zoo, (city, director, owner, _, _) in ZOOS.items():
        facts += [(zoo, CITY, city), (zoo, DIRECTOR, director), (zoo, OWNER, owner)]
    for keeper, schools in SCHOOLS.items():
        facts += [(keeper, SCHOOL, s) for s in schools]
    for taxon, (countries, diet, _) in TAXA.items():
        facts += [(taxon, NATIVE, c) for c in countries]
        facts.append((taxon, DIET, diet))
    for programme, taxa in PROGRAMMES.items():
        facts += [(programme, COVERS, t) for t in taxa]
    for charity, programmes in CHARITIES.items():
        facts += [(charity, FUNDS, p) for p in programmes]

    # animals: the core families as written, then filler drawn zoo by zoo
    animals: dict[str, tuple[str, str, str]] = {}  # name -> (species, sex, zoo)
    for animal, (taxon, sex, zoo, origin, mother, father, keepers) in CORE_ANIMALS.items():
        animals[animal] = (taxon, sex, zoo)
        facts += [(animal, SPECIES, taxon), (animal, HOUSED, zoo), (animal, ORIGIN, origin)]
        if mother:
            facts.append((animal, MOTHER, mother))
        if father:
            facts.append((animal, FATHER, father))
        facts += [(k, TENDS, animal) for k in keepers]
    parents = {a: {p for p in v[4:6] if p} for a, v in CORE_ANIMALS.items()}
    core_pairs = {(zoo, taxon) for taxon, _, zoo in animals.values()}
    keeps = {t: [z for z, v in ZOOS.items() if t in v[4]] for t in TAXA}

    names = {"f": iter(SHE), "m": iter(HE)}
    for zoo, (_, _, _, keepers, taxa) in ZOOS.items():
        for taxon in taxa:
            count = rng.choice([0, 0, 1] if (zoo, taxon) in core_pairs else [1, 1, 2])
            for _ in range(count):
                sex = rng.choice("fm")
                animal = next(names[sex])
                same = [(a, v) for a, v in animals.items() if v[0] == taxon]
                mothers = [a for a, v in same if v[1] == "f"]
                fathers = [a for a, v in same if v[1] == "m"]
                facts += [(animal, SPECIES, taxon), (animal, HOUSED, zoo)]
                parents[animal] = set()
                if mothers and rng.random() < 0.6:
                    mother = rng.choice(mothers)
                    facts.append((animal, MOTHER, mother))
                    parents[animal].add(mother)
                    # never a close relative of the mother as the father
                    kin = parents[mother] | {a for a, ps in parents.items() if mother in ps}
                    kin |= {a for a, ps in parents.items() if ps & parents[mother]}
                    fathers = [a for a in fathers if a not in kin]
                    if fathers and rng.random() < 0.85:
                        father = rng.choice(fathers)
                        facts.append((animal, FATHER, father))
                        parents[animal].add(father)
                    facts.append((animal, ORIGIN, animals[mother][2]))
                else:
                    centre = TAXA[taxon][2]
                    if centre and rng.random() < 0.4:
                        origin = centre
                    else:
                        origin = rng.choice(keeps[taxon] + [zoo, zoo])
                    facts.append((animal, ORIGIN, origin))
                looked_after = rng.sample(
                    keepers, 2 if len(keepers) > 1 and rng.random() < 0.3 else 1
                )
                facts += [(k, TENDS, animal) for k in looked_after]
                animals[animal] = (taxon, sex, zoo)

    # one name, one entity: no two kinds of thing share a name
    kinds = [
        set(ZOOS),
        {v[0] for v in ZOOS.values()},
        {v[1] for v in ZOOS.values()},
        {v[2] for v in ZOOS.values()},
        set(SCHOOLS),
        {s for ss in SCHOOLS.values() for s in ss},
        set(TAXA),
        {c for v in TAXA.values() for c in v[0]},
        {v[1] for v in TAXA.values()},
        {v[2] for v in TAXA.values() if v[2]},
        set(PROGRAMMES),
        set(CHARITIES),
        set(animals),
    ]
    assert sum(map(len, kinds)) == len(set().union(*kinds)), "two kinds share a name"
    assert {n for fact in facts for n in (fact[0], fact[2])} <= set().union(*kinds)
    assert {k for v in ZOOS.values() for k in v[3]} == set(SCHOOLS)
    return name_facts(facts, rng, range(0, 10000), "Z-{:04d}/a".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
