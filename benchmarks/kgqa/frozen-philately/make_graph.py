"""Write the frozen-philately KGQA set: stamp issues, their makers, collectors and exhibitions.

The countries, cities, postal administrations, stamp issues (administration, designers,
engraver, printer, printing method, themes), designers, engravers, printers and their groups,
art schools, dealers, societies, federations and exhibitions and their facts are written by
hand below; the collectors (societies, home cities, collecting areas, dealers), the societies'
presidents, the exhibitions' juries and grand-prix winners and the exhibits (collector,
exhibition, medal, issue) are filler drawn with a fixed seed. The questions are written by name
at the end; every answer is computed from the question's path and checked against the answer
written beside it. Run: python benchmarks/kgqa/frozen-philately/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6127
Fact = tuple[str, str, str]

# country -> cities
COUNTRIES = {
    "Valdoria": ["Port Aubrel", "Santerre", "Miravel"],
    "Estmark": ["Holmsund", "Kestrup", "Varby"],
    "Norvia": ["Tromvik", "Eidsberg"],
    "Castellane": ["Vilanera", "Roquesol", "Puerto Ceniza"],
    "Brenland": ["Ashcombe", "Kilbrannan", "Wexmouth"],
    "Osterlund": ["Grauberg", "Lindenau"],
}

# postal administration -> country
ADMINS = {
    "Valdorian Post": "Valdoria",
    "Valdoria Overseas Mail": "Valdoria",
    "Estmark Posten": "Estmark",
    "Norvia Postverk": "Norvia",
    "Correos de Castellane": "Castellane",
    "Brenland Post Office": "Brenland",
    "Isle of Carrow Post": "Brenland",
    "Osterlund Postdienst": "Osterlund",
}

ART_SCHOOLS = {
    "Santerre Academy of Fine Arts": "Santerre",
    "Holmsund School of Graphic Design": "Holmsund",
    "Roquesol Escuela de Artes": "Roquesol",
    "Kilbrannan College of Art": "Kilbrannan",
}

# designer: art school, home city
DESIGNERS = {
    "Lucien Marchetti": ("Santerre Academy of Fine Arts", "Port Aubrel"),
    "Odile Ferrand": ("Santerre Academy of Fine Arts", "Miravel"),
    "Astrid Lundqvist": ("Holmsund School of Graphic Design", "Holmsund"),
    "Jens Aarup": ("Holmsund School of Graphic Design", "Tromvik"),
    "Ines Calvo": ("Roquesol Escuela de Artes", "Vilanera"),
    "Tomas Ribalta": ("Roquesol Escuela de Artes", "Roquesol"),
    "Morwenna Tregear": ("Kilbrannan College of Art", "Wexmouth"),
    "Hugh Castlemaine": ("Kilbrannan College of Art", "Ashcombe"),
    "Greta Vollmer": ("Holmsund School of Graphic Design", "Grauberg"),
    "Ruairi Dunleavy": ("Kilbrannan College of Art", "Kilbrannan"),
    "Sabine Köhl": ("Santerre Academy of Fine Arts", "Lindenau"),
    "Pau Ferrer": ("Roquesol Escuela de Artes", "Puerto Ceniza"),
}

# printer: seat, owning group
PRINTERS = {
    "Imprimerie Aubrel": ("Port Aubrel", "Securitas Print Holdings"),
    "Kestrup Frimærketryk": ("Kestrup", "Nordic Security Printers"),
    "Tromvik Trykkeri": ("Tromvik", "Nordic Security Printers"),
    "Fábrica de Sellos Vilanera": ("Vilanera", "Securitas Print Holdings"),
    "Wexmouth Security Printing": ("Wexmouth", "Carrow & Lyle Group"),
    "Grauberg Wertdruck": ("Grauberg", "Carrow & Lyle Group"),
}
GROUP_HQ = {
    "Securitas Print Holdings": "Miravel",
    "Nordic Security Printers": "Varby",
    "Carrow & Lyle Group": "Ashcombe",
}

# engraver: master (or None), printer employed at, home city
ENGRAVERS = {
    "Czesław Nowicki": (None, "Kestrup Frimærketryk", "Kestrup"),
    "Arvid Holm": ("Czesław Nowicki", "Tromvik Trykkeri", "Eidsberg"),
    "Mette Skov": ("Czesław Nowicki", "Kestrup Frimærketryk", "Varby"),
    "Pierre Gandon-Vial": (None, "Imprimerie Aubrel", "Port Aubrel"),
    "Claire Dutertre": ("Pierre Gandon-Vial", "Imprimerie Aubrel", "Santerre"),
    "Lorenzo Abad": ("Claire Dutertre", "Fábrica de Sellos Vilanera", "Vilanera"),
    "Eamon Gilfeather": ("Mette Skov", "Wexmouth Security Printing", "Wexmouth"),
    "Walter Brunnhuber": ("Arvid Holm", "Grauberg Wertdruck", "Lindenau"),
}

METHODS = ["Recess (intaglio)", "Photogravure", "Lithography", "Offset lithography"]

# issue: administration, designers, engraver (or None), printer, method, themes
ISSUES = {
    "Harbour Lights (1964)": (
        "Estmark Posten",
        ["Astrid Lundqvist"],
        "Mette Skov",
        "Kestrup Frimærketryk",
        "Recess (intaglio)",
        ["Lighthouses", "Maritime"],
    ),
    "Northern Birds (1971)": (
        "Norvia Postverk",
        ["Jens Aarup"],
        "Arvid Holm",
        "Tromvik Trykkeri",
        "Recess (intaglio)",
        ["Birds"],
    ),
    "Fjord Ferries (1978)": (
        "Norvia Postverk",
        ["Jens Aarup", "Astrid Lundqvist"],
        None,
        "Tromvik Trykkeri",
        "Photogravure",
        ["Maritime", "Transport"],
    ),
    "Queen Ysolde Definitives (1953)": (
        "Valdorian Post",
        ["Lucien Marchetti"],
        "Pierre Gandon-Vial",
        "Imprimerie Aubrel",
        "Recess (intaglio)",
        ["Royalty"],
    ),
    "Vineyards of Valdoria (1982)": (
        "Valdorian Post",
        ["Odile Ferrand"],
        None,
        "Imprimerie Aubrel",
        "Photogravure",
        ["Agriculture", "Landscapes"],
    ),
    "Cathedrals (1967)": (
        "Valdorian Post",
        ["Lucien Marchetti"],
        "Claire Dutertre",
        "Imprimerie Aubrel",
        "Recess (intaglio)",
        ["Architecture"],
    ),
    "Overseas Fauna (1975)": (
        "Valdoria Overseas Mail",
        ["Odile Ferrand", "Sabine Köhl"],
        "Claire Dutertre",
        "Imprimerie Aubrel",
        "Recess (intaglio)",
        ["Wildlife"],
    ),
    "Coral Reefs (1989)": (
        "Valdoria Overseas Mail",
        ["Sabine Köhl"],
        None,
        "Grauberg Wertdruck",
        "Offset lithography",
        ["Wildlife", "Maritime"],
    ),
    "Explorers of the South (1960)": (
        "Valdoria Overseas Mail",
        ["Lucien Marchetti"],
        "Pierre Gandon-Vial",
        "Imprimerie Aubrel",
        "Recess (intaglio)",
        ["Exploration"],
    ),
    "Flamenco (1984)": (
        "Correos de Castellane",
        ["Ines Calvo"],
        None,
        "Fábrica de Sellos Vilanera",
        "Photogravure",
        ["Music", "Folklore"],
    ),
    "Castles of Castellane (1969)": (
        "Correos de Castellane",
        ["Tomas Ribalta"],
        "Lorenzo Abad",
        "Fábrica de Sellos Vilanera",
        "Recess (intaglio)",
        ["Architecture"],
    ),
    "Painters of the Golden Age (1974)": (
        "Correos de Castellane",
        ["Ines Calvo", "Pau Ferrer"],
        "Lorenzo Abad",
        "Fábrica de Sellos Vilanera",
        "Recess (intaglio)",
        ["Art"],
    ),
    "Olive Harvest (1991)": (
        "Correos de Castellane",
        ["Pau Ferrer"],
        None,
        "Fábrica de Sellos Vilanera",
        "Offset lithography",
        ["Agriculture"],
    ),
    "Railway Centenary (1951)": (
        "Brenland Post Office",
        ["Hugh Castlemaine"],
        "Eamon Gilfeather",
        "Wexmouth Security Printing",
        "Recess (intaglio)",
        ["Transport"],
    ),
    "Coronation of King Aldric (1937)": (
        "Brenland Post Office",
        ["Hugh Castlemaine"],
        None,
        "Wexmouth Security Printing",
        "Photogravure",
        ["Royalty"],
    ),
    "Wild Flowers of Brenland (1979)": (
        "Brenland Post Office",
        ["Morwenna Tregear"],
        None,
        "Wexmouth Security Printing",
        "Photogravure",
        ["Flowers"],
    ),
    "Brenland Lifeboats (1985)": (
        "Brenland Post Office",
        ["Morwenna Tregear", "Ruairi Dunleavy"],
        None,
        "Grauberg Wertdruck",
        "Lithography",
        ["Maritime"],
    ),
    "Puffins and Gannets (1987)": (
        "Isle of Carrow Post",
        ["Ruairi Dunleavy"],
        None,
        "Wexmouth Security Printing",
        "Lithography",
        ["Birds"],
    ),
    "Carrow Tall Ships (1973)": (
        "Isle of Carrow Post",
        ["Ruairi Dunleavy"],
        "Eamon Gilfeather",
        "Wexmouth Security Printing",
        "Recess (intaglio)",
        ["Maritime", "Transport"],
    ),
    "Celtic Crosses (1981)": (
        "Isle of Carrow Post",
        ["Morwenna Tregear"],
        None,
        "Grauberg Wertdruck",
        "Lithography",
        ["Architecture", "Folklore"],
    ),
    "Alpine Passes (1962)": (
        "Osterlund Postdienst",
        ["Greta Vollmer"],
        "Walter Brunnhuber",
        "Grauberg Wertdruck",
        "Recess (intaglio)",
        ["Landscapes", "Transport"],
    ),
    "Composers (1970)": (
        "Osterlund Postdienst",
        ["Greta Vollmer", "Sabine Köhl"],
        "Walter Brunnhuber",
        "Grauberg Wertdruck",
        "Recess (intaglio)",
        ["Music"],
    ),
    "Osterlund Castles (1988)": (
        "Osterlund Postdienst",
        ["Sabine Köhl"],
        None,
        "Grauberg Wertdruck",
        "Offset lithography",
        ["Architecture"],
    ),
    "Winter Sports (1976)": (
        "Osterlund Postdienst",
        ["Greta Vollmer"],
        None,
        "Grauberg Wertdruck",
        "Photogravure",
        ["Sport"],
    ),
    "Estmark Kings (1958)": (
        "Estmark Posten",
        ["Astrid Lundqvist"],
        "Czesław Nowicki",
        "Kestrup Frimærketryk",
        "Recess (intaglio)",
        ["Royalty"],
    ),
    "Wadden Sea Birds (1986)": (
        "Estmark Posten",
        ["Astrid Lundqvist", "Jens Aarup"],
        "Mette Skov",
        "Kestrup Frimærketryk",
        "Recess (intaglio)",
        ["Birds", "Wildlife"],
    ),
    "Viking Ships (1966)": (
        "Norvia Postverk",
        ["Jens Aarup"],
        "Czesław Nowicki",
        "Kestrup Frimærketryk",
        "Recess (intaglio)",
        ["Maritime", "Exploration"],
    ),
    "Polar Expedition (1968)": (
        "Norvia Postverk",
        ["Jens Aarup"],
        "Arvid Holm",
        "Tromvik Trykkeri",
        "Recess (intaglio)",
        ["Exploration"],
    ),
    "Folk Costumes (1977)": (
        "Norvia Postverk",
        ["Astrid Lundqvist"],
        None,
        "Tromvik Trykkeri",
        "Lithography",
        ["Folklore"],
    ),
    "Olympic Games (1992)": (
        "Correos de Castellane",
        ["Tomas Ribalta"],
        None,
        "Fábrica de Sellos Vilanera",
        "Offset lithography",
        ["Sport"],
    ),
    "Tramways of Miravel (1959)": (
        "Valdorian Post",
        ["Odile Ferrand"],
        "Claire Dutertre",
        "Imprimerie Aubrel",
        "Recess (intaglio)",
        ["Transport"],
    ),
    "Roses (1983)": (
        "Valdorian Post",
        ["Sabine Köhl"],
        None,
        "Grauberg Wertdruck",
        "Photogravure",
        ["Flowers"],
    ),
    "Brenland Cathedrals (1972)": (
        "Brenland Post Office",
        ["Hugh Castlemaine", "Morwenna Tregear"],
        "Eamon Gilfeather",
        "Wexmouth Security Printing",
        "Recess (intaglio)",
        ["Architecture"],
    ),
    "Harvest Festival (1980)": (
        "Osterlund Postdienst",
        ["Greta Vollmer"],
        None,
        "Grauberg Wertdruck",
        "Lithography",
        ["Agriculture", "Folklore"],
    ),
}

ASSOCIATIONS = ["International Stamp Dealers' Guild", "Philatelic Traders' Society"]
# dealer: city, association
DEALERS = {
    "Aubrel Timbres": ("Port Aubrel", "International Stamp Dealers' Guild"),
    "Holm & Daughters Stamps": ("Holmsund", "Philatelic Traders' Society"),
    "Filatelia Ceniza": ("Puerto Ceniza", "International Stamp Dealers' Guild"),
    "Wexmouth Stamp Shop": ("Wexmouth", "Philatelic Traders' Society"),
    "Briefmarken Lindenau": ("Lindenau", "International Stamp Dealers' Guild"),
    "Tromvik Frimerker": ("Tromvik", "Philatelic Traders' Society"),
    "Ashcombe Covers & Postal History": ("Ashcombe", "Philatelic Traders' Society"),
    "Santerre Philatélie": ("Santerre", "International Stamp Dealers' Guild"),
}

FEDERATIONS = {
    "Federation of Northern Philately": "Kestrup",
    "Southern Philatelic Union": "Miravel",
}
# society: city, federation
SOCIETIES = {
    "Royal Philatelic Society of Brenland": ("Ashcombe", "Federation of Northern Philately"),
    "Estmark Philatelic Club": ("Holmsund", "Federation of Northern Philately"),
    "Norvia Stamp Collectors": ("Tromvik", "Federation of Northern Philately"),
    "Société Philatélique de Valdoria": ("Santerre", "Southern Philatelic Union"),
    "Círculo Filatélico de Castellane": ("Vilanera", "Southern Philatelic Union"),
    "Grauberg Briefmarkenverein": ("Grauberg", "Southern Philatelic Union"),
}

# exhibition: city, organising society
EXHIBITIONS = {
    "AUBRELPHIL 2019": ("Port Aubrel", "Société Philatélique de Valdoria"),
    "KESTRUP 2021": ("Kestrup", "Estmark Philatelic Club"),
    "Ashcombe Spring Stamp Show 2022": ("Ashcombe", "Royal Philatelic Society of Brenland"),
    "VILANERA 2023": ("Vilanera", "Círculo Filatélico de Castellane"),
    "Nordfila Tromvik 2020": ("Tromvik", "Norvia Stamp Collectors"),
    "GRAUBERG 2024": ("Grauberg", "Grauberg Briefmarkenverein"),
    "Wexmouth Philatelic Congress 2023": ("Wexmouth", "Royal Philatelic Society of Brenland"),
    "MIRAVEL 2025": ("Miravel", "Société Philatélique de Valdoria"),
}
MEDALS = ["Large Gold", "Gold", "Vermeil", "Large Silver", "Silver", "Bronze"]

EXHIBIT_HEADS = [
    "Plate Flaws of",
    "Printing Varieties of",
    "Postal Usage of",
    "Essays and Proofs of",
    "The Making of",
    "Rates and Routes:",
    "Covers Franked with",
    "Die Proofs of",
    "A Study of",
    "Perforation Varieties of",
]

FIRST = [
    "Albrecht",
    "Beatrix",
    "Cosimo",
    "Dagny",
    "Edmund",
    "Fenella",
    "Gaspard",
    "Hedda",
    "Ignatius",
    "Josefine",
    "Konrad",
    "Leontine",
    "Magnus",
    "Nerys",
    "Octavio",
    "Philippa",
    "Rupert",
    "Solveig",
    "Thaddeus",
    "Ursula",
    "Vincent",
    "Wilhelmina",
    "Xavier",
    "Yvette",
]
LAST = [
    "Achterberg",
    "Bellamy",
    "Carrington",
    "Dahlquist",
    "Esterhazy",
    "Fontaine",
    "Gilchrist",
    "Haverford",
    "Iturbe",
    "Juhl",
    "Kingsley",
    "Lafleur",
    "Montague",
    "Nyberg",
    "Ormsby",
    "Pettigrew",
    "Quintero",
    "Rasmussen",
    "Strand",
    "Thorvaldsen",
    "Valcourt",
    "Whitlock",
]

TYPES = {
    "Country": list(COUNTRIES),
    "City": [c for cs in COUNTRIES.values() for c in cs],
    "PostalAdministration": list(ADMINS),
    "ArtSchool": list(ART_SCHOOLS),
    "Designer": list(DESIGNERS),
    "Printer": list(PRINTERS),
    "PrintingGroup": list(GROUP_HQ),
    "Engraver": list(ENGRAVERS),
    "PrintingMethod": METHODS,
    "Theme": sorted({t for v in ISSUES.values() for t in v[5]}),
    "StampIssue": list(ISSUES),
    "TradeAssociation": ASSOCIATIONS,
    "Dealer": list(DEALERS),
    "Federation": list(FEDERATIONS),
    "Society": list(SOCIETIES),
    "Exhibition": list(EXHIBITIONS),
    "Medal": MEDALS,
}


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for country, cities in COUNTRIES.items():
        facts += [(city, "Staat", country) for city in cities]
    for admin, country in ADMINS.items():
        facts.append((admin, "Hoheitsgebiet", country))
    for school, city in ART_SCHOOLS.items():
        facts.append((school, "Sitz", city))
    for designer, (school, city) in DESIGNERS.items():
        facts += [(designer, "studierte an", school), (designer, "WOHNORT", city)]
    for printer, (city, group) in PRINTERS.items():
        facts += [(printer, "Sitz", city), (printer, "KONZERN", group)]
    for group, city in GROUP_HQ.items():
        facts.append((group, "Sitz", city))
    for engraver, (master, printer, city) in ENGRAVERS.items():
        if master:
            facts.append((engraver, "Lehrmeister", master))
        facts += [(engraver, "EMPLOYED_AT", printer), (engraver, "WOHNORT", city)]
    for issue, (admin, designers, engraver, printer, method, themes) in ISSUES.items():
        facts.append((issue, "herausgegeben von", admin))
        facts += [(issue, "ENTWURF", d) for d in designers]
        if engraver:
            facts.append((issue, "Stich", engraver))
        facts += [(issue, "DRUCK", printer), (issue, "Druckverfahren", method)]
        facts += [(issue, "motiv[]", t) for t in themes]
    for dealer, (city, assoc) in DEALERS.items():
        facts += [(dealer, "Sitz", city), (dealer, "VERBAND", assoc)]
    for fed, city in FEDERATIONS.items():
        facts.append((fed, "Sitz", city))
    for soc, (city, fed) in SOCIETIES.items():
        facts += [(soc, "Sitz", city), (soc, "FEDERATION", fed)]
    for exh, (city, soc) in EXHIBITIONS.items():
        facts += [(exh, "AUSTRAGUNGSORT", city), (exh, "veranstaltet von", soc)]
    return facts


def _collectors(rng: random.Random, collectors: list[str]) -> list[Fact]:
    cities = TYPES["City"]
    facts: list[Fact] = []
    for person in collectors:
        facts.append((person, "WOHNORT", rng.choice(cities)))
        for soc in rng.sample(list(SOCIETIES), rng.choice([1, 1, 2])):
            facts.append((person, "mitglied[]", soc))
        for admin in rng.sample(list(ADMINS), rng.choice([1, 1, 2, 2, 3])):
            facts.append((person, "SAMMELGEBIET", admin))
        if rng.random() < 0.75:
            facts.append((person, "kauft bei", rng.choice(list(DEALERS))))
    for soc, president in zip(SOCIETIES, rng.sample(collectors, len(SOCIETIES)), strict=True):
        facts.append((soc, "Präsident", president))
    return facts


def _exhibits(rng: random.Random, collectors: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    titles: set[str] = set()
    issues = list(ISSUES)
    for exh in EXHIBITIONS:
        for judge in rng.sample(collectors, 3):
            facts.append((exh, "jury[]", judge))
    exhibited: dict[str, list[str]] = {exh: [] for exh in EXHIBITIONS}
    while len(titles) < 46:
        issue = rng.choice(issues)
        title = f"{rng.choice(EXHIBIT_HEADS)} the {issue.split(' (')[0]}"
        if title in titles:
            continue
        titles.add(title)
        exh = rng.choice(list(EXHIBITIONS))
        owner = rng.choice(collectors)
        exhibited[exh].append(owner)
        facts += [
            (title, "aussteller", owner),
            (title, "gezeigt auf", exh),
            (title, "MEDAILLE", rng.choice(MEDALS)),
            (title, "thema_ausgabe", issue),
        ]
    for exh, owners in exhibited.items():
        if owners:
            facts.append((exh, "GRAND_PRIX", rng.choice(owners)))
    return facts


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    collectors = full_names(rng, FIRST, LAST, 72, set(DESIGNERS) | set(ENGRAVERS))
    facts = _hand_facts() + _collectors(rng, collectors) + _exhibits(rng, collectors)
    return name_facts(facts, rng, range(10000), lambda n: f"ph/{n:04d}:s")


def _type(name: str) -> str:
    for kind, members in TYPES.items():
        if name in members:
            return kind
    if " (" not in name and any(name.startswith(h) for h in EXHIBIT_HEADS):
        return "Exhibit"
    return "Collector"


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    typed = {eid: f"{name}\t{_type(name)}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


F, B = "->", "<-"
SPECS: list[tuple] = [
    (
        "ph1-01",
        "who designed the Harbour Lights (1964) stamps?",
        ["Harbour Lights (1964)"],
        [("ENTWURF", F)],
        ["Astrid Lundqvist"],
    ),
    (
        "ph1-02",
        "Who engraved Viking Ships (1966)?",
        ["Viking Ships (1966)"],
        [("Stich", F)],
        ["Czesław Nowicki"],
    ),
    (
        "ph1-03",
        "which printer produced coral reefs (1989)",
        ["Coral Reefs (1989)"],
        [("DRUCK", F)],
        ["Grauberg Wertdruck"],
    ),
    (
        "ph1-04",
        "How was the Flamenco (1984) set printed - gravure, litho, recess?",
        ["Flamenco (1984)"],
        [("Druckverfahren", F)],
        ["Photogravure"],
    ),
    (
        "ph1-05",
        "what topics do the Carrow Tall Ships (1973) stamps depict",
        ["Carrow Tall Ships (1973)"],
        [("motiv[]", F)],
        ["Maritime", "Transport"],
    ),
    (
        "ph1-06",
        "List the issues put out by Isle of Carrow Post.",
        ["Isle of Carrow Post"],
        [("herausgegeben von", B)],
        ["Carrow Tall Ships (1973)", "Celtic Crosses (1981)", "Puffins and Gannets (1987)"],
    ),
    (
        "ph1-07",
        "Where did Morwenna Tregear go to art school?",
        ["Morwenna Tregear"],
        [("studierte an", F)],
        ["Kilbrannan College of Art"],
    ),
    (
        "ph1-08",
        "who trained walter brunnhuber as an engraver",
        ["Walter Brunnhuber"],
        [("Lehrmeister", F)],
        ["Arvid Holm"],
    ),
    (
        "ph1-09",
        "Which group owns Tromvik Trykkeri?",
        ["Tromvik Trykkeri"],
        [("KONZERN", F)],
        ["Nordic Security Printers"],
    ),
    (
        "ph1-10",
        "who's president of the estmark philatelic club",
        ["Estmark Philatelic Club"],
        [("Präsident", F)],
        ["Yvette Gilchrist"],
    ),
    (
        "ph1-11",
        "Which federation is Norvia Stamp Collectors affiliated to?",
        ["Norvia Stamp Collectors"],
        [("FEDERATION", F)],
        ["Federation of Northern Philately"],
    ),
    (
        "ph1-12",
        "who sat on the jury at KESTRUP 2021",
        ["KESTRUP 2021"],
        [("jury[]", F)],
        ["Dagny Strand", "Edmund Achterberg", "Philippa Kingsley"],
    ),
    (
        "ph1-13",
        "Who took the grand prix at Vilanera 2023?",
        ["VILANERA 2023"],
        [("GRAND_PRIX", F)],
        ["Dagny Strand"],
    ),
    (
        "ph1-14",
        "what award did Die Proofs of the Roses get",
        ["Die Proofs of the Roses"],
        [("MEDAILLE", F)],
        ["Silver"],
    ),
    (
        "ph1-15",
        "What does Magnus Haverford collect?",
        ["Magnus Haverford"],
        [("SAMMELGEBIET", F)],
        ["Brenland Post Office", "Norvia Postverk", "Osterlund Postdienst"],
    ),
    (
        "ph1-16",
        "where does hedda dahlquist buy her stamps",
        ["Hedda Dahlquist"],
        [("kauft bei", F)],
        ["Holm & Daughters Stamps"],
    ),
    (
        "ph1-17",
        "Which trade body is Filatelia Ceniza a member of?",
        ["Filatelia Ceniza"],
        [("VERBAND", F)],
        ["International Stamp Dealers' Guild"],
    ),
    (
        "ph1-18",
        "who put on AUBRELPHIL 2019?",
        ["AUBRELPHIL 2019"],
        [("veranstaltet von", F)],
        ["Société Philatélique de Valdoria"],
    ),
    (
        "ph1-19",
        "show me all the exhibits at GRAUBERG 2024",
        ["GRAUBERG 2024"],
        [("gezeigt auf", B)],
        [
            "Covers Franked with the Fjord Ferries",
            "Covers Franked with the Polar Expedition",
            "Die Proofs of the Overseas Fauna",
            "Essays and Proofs of the Puffins and Gannets",
            "Essays and Proofs of the Roses",
            "Postal Usage of the Tramways of Miravel",
            "Rates and Routes: the Fjord Ferries",
            "The Making of the Overseas Fauna",
        ],
    ),
    (
        "ph1-20",
        "which issues have birds on them",
        ["Birds"],
        [("motiv[]", B)],
        ["Northern Birds (1971)", "Puffins and Gannets (1987)", "Wadden Sea Birds (1986)"],
    ),
    (
        "ph2-01",
        "Where did the designer of Flamenco (1984) study?",
        ["Flamenco (1984)"],
        [("ENTWURF", F), ("studierte an", F)],
        ["Roquesol Escuela de Artes"],
    ),
    (
        "ph2-02",
        "which city is the printer of Roses (1983) in",
        ["Roses (1983)"],
        [("DRUCK", F), ("Sitz", F)],
        ["Grauberg"],
    ),
    (
        "ph2-03",
        "What country issued the Alpine Passes (1962) stamps?",
        ["Alpine Passes (1962)"],
        [("herausgegeben von", F), ("Hoheitsgebiet", F)],
        ["Osterlund"],
    ),
    (
        "ph2-04",
        "who taught the engraver of Cathedrals (1967)",
        ["Cathedrals (1967)"],
        [("Stich", F), ("Lehrmeister", F)],
        ["Pierre Gandon-Vial"],
    ),
    (
        "ph2-05",
        "Which stamps were engraved by Czesław Nowicki's pupils?",
        ["Czesław Nowicki"],
        [("Lehrmeister", B), ("Stich", B)],
        [
            "Harbour Lights (1964)",
            "Northern Birds (1971)",
            "Polar Expedition (1968)",
            "Wadden Sea Birds (1986)",
        ],
    ),
    (
        "ph2-06",
        "list the issues designed by people who studied at Kilbrannan College of Art",
        ["Kilbrannan College of Art"],
        [("studierte an", B), ("ENTWURF", B)],
        [
            "Brenland Cathedrals (1972)",
            "Brenland Lifeboats (1985)",
            "Carrow Tall Ships (1973)",
            "Celtic Crosses (1981)",
            "Coronation of King Aldric (1937)",
            "Puffins and Gannets (1987)",
            "Railway Centenary (1951)",
            "Wild Flowers of Brenland (1979)",
        ],
    ),
    (
        "ph2-07",
        "what group owns the firm that printed Wadden Sea Birds (1986)?",
        ["Wadden Sea Birds (1986)"],
        [("DRUCK", F), ("KONZERN", F)],
        ["Nordic Security Printers"],
    ),
    (
        "ph2-08",
        "Plate Flaws of the Estmark Kings was shown at an exhibition in which city?",
        ["Plate Flaws of the Estmark Kings"],
        [("gezeigt auf", F), ("AUSTRAGUNGSORT", F)],
        ["Port Aubrel"],
    ),
    (
        "ph2-09",
        "which stamp issues do Wilhelmina Ormsby's exhibits cover",
        ["Wilhelmina Ormsby"],
        [("aussteller", B), ("thema_ausgabe", F)],
        [
            "Brenland Lifeboats (1985)",
            "Celtic Crosses (1981)",
            "Olive Harvest (1991)",
            "Wild Flowers of Brenland (1979)",
        ],
    ),
    (
        "ph2-10",
        "Where does the president of the Royal Philatelic Society of Brenland live?",
        ["Royal Philatelic Society of Brenland"],
        [("Präsident", F), ("WOHNORT", F)],
        ["Miravel"],
    ),
    (
        "ph2-11",
        "what medals has hedda esterhazy won with her exhibits",
        ["Hedda Esterhazy"],
        [("aussteller", B), ("MEDAILLE", F)],
        ["Gold", "Silver", "Vermeil"],
    ),
    (
        "ph2-12",
        "In which town is the dealer Octavio Kingsley buys from?",
        ["Octavio Kingsley"],
        [("kauft bei", F), ("Sitz", F)],
        ["Wexmouth"],
    ),
    (
        "ph2-13",
        "pau ferrer lives in which country",
        ["Pau Ferrer"],
        [("WOHNORT", F), ("Staat", F)],
        ["Castellane"],
    ),
    (
        "ph2-14",
        "What federation does the society that organised MIRAVEL 2025 belong to?",
        ["MIRAVEL 2025"],
        [("veranstaltet von", F), ("FEDERATION", F)],
        ["Southern Philatelic Union"],
    ),
    (
        "ph2-15",
        "which printing processes were used for Greta Vollmer's designs",
        ["Greta Vollmer"],
        [("ENTWURF", B), ("Druckverfahren", F)],
        ["Lithography", "Photogravure", "Recess (intaglio)"],
    ),
    (
        "ph2-16",
        "Who designed the issues that Tromvik Trykkeri printed?",
        ["Tromvik Trykkeri"],
        [("DRUCK", B), ("ENTWURF", F)],
        ["Astrid Lundqvist", "Jens Aarup"],
    ),
    (
        "ph2-17",
        "what subjects appear on Osterlund Postdienst stamps",
        ["Osterlund Postdienst"],
        [("herausgegeben von", B), ("motiv[]", F)],
        ["Agriculture", "Architecture", "Folklore", "Landscapes", "Music", "Sport", "Transport"],
    ),
    (
        "ph2-18",
        "Which societies do the judges of AUBRELPHIL 2019 belong to?",
        ["AUBRELPHIL 2019"],
        [("jury[]", F), ("mitglied[]", F)],
        [
            "Estmark Philatelic Club",
            "Grauberg Briefmarkenverein",
            "Norvia Stamp Collectors",
            "Royal Philatelic Society of Brenland",
        ],
    ),
    (
        "ph2-19",
        "the grand prix winner at Nordfila Tromvik 2020 - where do they live?",
        ["Nordfila Tromvik 2020"],
        [("GRAND_PRIX", F), ("WOHNORT", F)],
        ["Grauberg"],
    ),
    (
        "ph2-20",
        "whcih printer does the engraver of Railway Centenary (1951) work for",
        ["Railway Centenary (1951)"],
        [("Stich", F), ("EMPLOYED_AT", F)],
        ["Wexmouth Security Printing"],
    ),
    (
        "ph3-01",
        "In what country is the printer of Fjord Ferries (1978) based?",
        ["Fjord Ferries (1978)"],
        [("DRUCK", F), ("Sitz", F), ("Staat", F)],
        ["Norvia"],
    ),
    (
        "ph3-02",
        "where's the head office of the group that owns the printer of Castles of Castellane (1969)",
        ["Castles of Castellane (1969)"],
        [("DRUCK", F), ("KONZERN", F), ("Sitz", F)],
        ["Miravel"],
    ),
    (
        "ph3-03",
        "Which cities do the designers of Isle of Carrow Post's stamps live in?",
        ["Isle of Carrow Post"],
        [("herausgegeben von", B), ("ENTWURF", F), ("WOHNORT", F)],
        ["Kilbrannan", "Wexmouth"],
    ),
    (
        "ph3-04",
        "who taught the master of the man who engraved Composers (1970)?",
        ["Composers (1970)"],
        [("Stich", F), ("Lehrmeister", F), ("Lehrmeister", F)],
        ["Czesław Nowicki"],
    ),
    (
        "ph3-05",
        "what themes are on the issues covered by the exhibits shown at KESTRUP 2021",
        ["KESTRUP 2021"],
        [("gezeigt auf", B), ("thema_ausgabe", F), ("motiv[]", F)],
        ["Architecture", "Folklore", "Landscapes", "Transport"],
    ),
    (
        "ph3-06",
        "Which medals did exhibits about stamps Sabine Köhl designed receive?",
        ["Sabine Köhl"],
        [("ENTWURF", B), ("thema_ausgabe", B), ("MEDAILLE", F)],
        ["Large Gold", "Silver", "Vermeil"],
    ),
    (
        "ph3-07",
        "who has exhibited material on stamps engraved by Eamon Gilfeather",
        ["Eamon Gilfeather"],
        [("Stich", B), ("thema_ausgabe", B), ("aussteller", F)],
        [
            "Beatrix Achterberg",
            "Edmund Fontaine",
            "Gaspard Valcourt",
            "Magnus Haverford",
            "Xavier Ormsby",
        ],
    ),
    (
        "ph3-08",
        "Where do the presidents of the societies in the Southern Philatelic Union live?",
        ["Southern Philatelic Union"],
        [("FEDERATION", B), ("Präsident", F), ("WOHNORT", F)],
        ["Miravel", "Santerre", "Tromvik"],
    ),
    (
        "ph3-09",
        "what country was the show where beatrix haverford won the grand prix held in",
        ["Beatrix Haverford"],
        [("GRAND_PRIX", B), ("AUSTRAGUNGSORT", F), ("Staat", F)],
        ["Osterlund"],
    ),
    (
        "ph3-10",
        "Which trade associations are the dealers that Ashcombe collectors buy from in?",
        ["Ashcombe"],
        [("WOHNORT", B), ("kauft bei", F), ("VERBAND", F)],
        ["International Stamp Dealers' Guild", "Philatelic Traders' Society"],
    ),
    (
        "ph3-11",
        "which firms printed the stamps Josefine Achterberg has exhibited",
        ["Josefine Achterberg"],
        [("aussteller", B), ("thema_ausgabe", F), ("DRUCK", F)],
        ["Fábrica de Sellos Vilanera", "Grauberg Wertdruck"],
    ),
    (
        "ph3-12",
        "Which postal administrations issued the stamps in the exhibits at the Wexmouth Philatelic Congress 2023?",
        ["Wexmouth Philatelic Congress 2023"],
        [("gezeigt auf", B), ("thema_ausgabe", F), ("herausgegeben von", F)],
        ["Norvia Postverk", "Valdoria Overseas Mail", "Valdorian Post"],
    ),
    (
        "ph3-13",
        "in which cities are the societies that ran the shows Dagny Strand judged",
        ["Dagny Strand"],
        [("jury[]", B), ("veranstaltet von", F), ("Sitz", F)],
        ["Ashcombe", "Holmsund"],
    ),
    (
        "ph3-14",
        "Lorenzo Abad's teacher's teacher works at which printer?",
        ["Lorenzo Abad"],
        [("Lehrmeister", F), ("Lehrmeister", F), ("EMPLOYED_AT", F)],
        ["Imprimerie Aubrel"],
    ),
    (
        "ph3-15",
        "where do the collectors who exhibted at VILANERA 2023 live",
        ["VILANERA 2023"],
        [("gezeigt auf", B), ("aussteller", F), ("WOHNORT", F)],
        ["Ashcombe", "Miravel"],
    ),
    (
        "ph-nf-1",
        "who designed the Mountain Railways (1965) stamps?",
        1,
    ),
    (
        "ph-nf-2",
        "where does Ottilie Brandvold live",
        1,
    ),
    (
        "ph-nf-3",
        "Who judged STOCKPHIL 2018?",
        1,
    ),
    (
        "ph-nf-4",
        "which printer does Henrik Sandemose engrave for",
        1,
    ),
    (
        "ph-nf-5",
        "what does the president of the Lusaran Philatelic Guild collect?",
        2,
    ),
    (
        "ph-lk-01",
        "what's the face value of Harbour Lights (1964)?",
        ["Harbour Lights (1964)"],
        1,
        "face value",
    ),
    (
        "ph-lk-02",
        "How many sets of Roses (1983) were printed?",
        ["Roses (1983)"],
        1,
        "print run",
    ),
    (
        "ph-lk-03",
        "catalogue value of Composers (1970) mint never hinged",
        ["Composers (1970)"],
        1,
        "catalogue value",
    ),
    (
        "ph-lk-04",
        "What perforation gauge is Viking Ships (1966)?",
        ["Viking Ships (1966)"],
        1,
        "perforation",
    ),
    (
        "ph-lk-05",
        "when was Imprimerie Aubrel founded",
        ["Imprimerie Aubrel"],
        1,
        "founding year",
    ),
    (
        "ph-lk-06",
        "How many members does the Estmark Philatelic Club have?",
        ["Estmark Philatelic Club"],
        1,
        "membership size",
    ),
    (
        "ph-lk-07",
        "how old is Dagny Strand",
        ["Dagny Strand"],
        1,
        "age",
    ),
    (
        "ph-lk-08",
        "How many frames were on show at GRAUBERG 2024?",
        ["GRAUBERG 2024"],
        1,
        "frame count",
    ),
    (
        "ph-lk-09",
        "what are the opening hours of the Wexmouth Stamp Shop",
        ["Wexmouth Stamp Shop"],
        1,
        "opening hours",
    ),
    (
        "ph-lk-10",
        "What's the population of Tromvik?",
        ["Tromvik"],
        1,
        "population",
    ),
    (
        "ph-lk-11",
        "who engraved Flamenco (1984)",
        ["Flamenco (1984)"],
        1,
        "none for entity: Stich",
    ),
    (
        "ph-lk-12",
        "Who taught Pierre Gandon-Vial to engrave?",
        ["Pierre Gandon-Vial"],
        1,
        "none for entity: Lehrmeister",
    ),
    (
        "ph-lk-13",
        "where does Beatrix Montague buy her stamps",
        ["Beatrix Montague"],
        1,
        "none for entity: kauft bei",
    ),
    (
        "ph-lk-14",
        "Who is president of the Southern Philatelic Union?",
        ["Southern Philatelic Union"],
        1,
        "none for entity: Präsident",
    ),
    (
        "ph-lk-15",
        "which printer employs astrid lundqvist",
        ["Astrid Lundqvist"],
        1,
        "none for entity: EMPLOYED_AT",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    if len(sys.argv) < 2 or sys.argv[1] != "graph-only":
        write_questions_by_name(HERE, triples, names, SPECS)
