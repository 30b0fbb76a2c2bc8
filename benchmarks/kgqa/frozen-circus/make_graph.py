"""Write the frozen-circus KGQA set: touring circuses, their acts, performers and festivals.

The places, circuses, owners, ringmasters, tent makers, associations, circus schools,
costumiers, choreographers, festivals and sponsors and their facts are written by hand below,
as are the acts and their circus, discipline, choreographer and costumier; the performers and
their circuses, disciplines, schools, mentors and home towns, the acts' casts and the festival
juries are filler drawn with a fixed seed. The questions are written by name at the end; every
answer is computed from the question's path and checked against the answer written beside it.
Run: python benchmarks/kgqa/frozen-circus/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 7207
Fact = tuple[str, str, str]

REGIONS = {
    "Upper Dravia": "Velmaria",
    "Koszarin Plains": "Velmaria",
    "Marenska": "Ostrenia",
    "Gallowmoor": "Brunland",
    "Sant Oriol Coast": "Caldovia",
}
TOWNS = {
    "Upper Dravia": ["Dravno", "Wielicz", "Sokolany", "Brzeg Dolny"],
    "Koszarin Plains": ["Koszarin", "Lipowa", "Tarnice"],
    "Marenska": ["Marensk", "Vodice", "Hrastov", "Belopolje"],
    "Gallowmoor": ["Gallowby", "Thornwick", "Ashcombe"],
    "Sant Oriol Coast": ["Sant Oriol", "Port Avellà", "Miramar de Baix", "Cala Fosca"],
}
ASSOCIATIONS = {"Velmarian Circus Guild": "Koszarin", "Union of Travelling Shows": "Gallowby"}
TENT_MAKERS = {
    "Canvasworks Hrastov": "Hrastov",
    "Zeltbau Ostrenia": "Marensk",
    "Gallowby Marquees": "Gallowby",
    "Lonas Avellà": "Port Avellà",
}
# school: town, director
SCHOOLS = {
    "Dravno State Circus School": ("Dravno", "Halina Wrobel"),
    "Marensk Academy of Circus Arts": ("Marensk", "Zoran Kovač"),
    "Gallowmoor Circus College": ("Thornwick", "Agnes Pellow"),
    "Escola de Circ Sant Oriol": ("Sant Oriol", "Jordi Ferrer"),
}
# circus: winter quarters, owner, ringmaster, tent maker, towns toured, association
CIRCUSES = {
    "Cyrk Orzeł": (
        "Wielicz",
        "Bogdan Kwiatek",
        "Ludwik Sarna",
        "Canvasworks Hrastov",
        ["Dravno", "Lipowa", "Tarnice"],
        "Velmarian Circus Guild",
    ),
    "Cyrk Słońce": (
        "Koszarin",
        "Bogdan Kwiatek",
        "Ewa Drozd",
        "Zeltbau Ostrenia",
        ["Sokolany", "Brzeg Dolny", "Vodice"],
        "Velmarian Circus Guild",
    ),
    "Circus Balkanica": (
        "Hrastov",
        "Milan Horvat",
        "Tomislav Rendić",
        "Canvasworks Hrastov",
        ["Marensk", "Belopolje", "Koszarin", "Dravno"],
        "Velmarian Circus Guild",
    ),
    "Cirkus Zvezda": (
        "Vodice",
        "Milan Horvat",
        "Jelena Babić",
        "Zeltbau Ostrenia",
        ["Hrastov", "Marensk"],
        "",
    ),
    "Pennyworth's Travelling Circus": (
        "Thornwick",
        "Rosamund Pennyworth",
        "Cedric Fairbanks",
        "Gallowby Marquees",
        ["Gallowby", "Ashcombe", "Dravno"],
        "Union of Travelling Shows",
    ),
    "The Gallowby Hippodrome Show": (
        "Gallowby",
        "Rosamund Pennyworth",
        "Maisie Crane",
        "Gallowby Marquees",
        ["Thornwick", "Sant Oriol"],
        "Union of Travelling Shows",
    ),
    "Circ Mediterrani": (
        "Port Avellà",
        "Montserrat Puig",
        "Xavier Roca",
        "Lonas Avellà",
        ["Sant Oriol", "Cala Fosca", "Miramar de Baix"],
        "Union of Travelling Shows",
    ),
    "Circ de la Lluna": (
        "Cala Fosca",
        "Montserrat Puig",
        "Núria Soler",
        "Lonas Avellà",
        ["Port Avellà", "Gallowby"],
        "",
    ),
    "Cyrk Bałtyk": (
        "Lipowa",
        "Stefan Jarosz",
        "Ludwik Sarna",
        "Zeltbau Ostrenia",
        ["Wielicz", "Koszarin", "Marensk"],
        "Union of Travelling Shows",
    ),
    "Wandering Star Circus": (
        "Ashcombe",
        "Harold Bexley",
        "Cedric Fairbanks",
        "Gallowby Marquees",
        ["Thornwick", "Lipowa"],
        "Velmarian Circus Guild",
    ),
}
# people with home towns (owners, ringmasters, school directors, choreographers)
HOMES = {
    "Bogdan Kwiatek": "Wielicz",
    "Milan Horvat": "Hrastov",
    "Rosamund Pennyworth": "Thornwick",
    "Montserrat Puig": "Sant Oriol",
    "Stefan Jarosz": "Lipowa",
    "Harold Bexley": "Ashcombe",
    "Ludwik Sarna": "Tarnice",
    "Ewa Drozd": "Koszarin",
    "Tomislav Rendić": "Belopolje",
    "Jelena Babić": "Vodice",
    "Cedric Fairbanks": "Gallowby",
    "Maisie Crane": "Ashcombe",
    "Xavier Roca": "Miramar de Baix",
    "Núria Soler": "Cala Fosca",
    "Halina Wrobel": "Dravno",
    "Zoran Kovač": "Marensk",
    "Agnes Pellow": "Thornwick",
    "Jordi Ferrer": "Port Avellà",
    "Irena Mazur": "Sokolany",
    "Dmitar Lukić": "Hrastov",
    "Fenella Oakes": "Gallowby",
    "Pau Vidal": "Sant Oriol",
}
# ringmasters' schools
RINGMASTER_SCHOOL = {
    "Ludwik Sarna": "Dravno State Circus School",
    "Ewa Drozd": "Dravno State Circus School",
    "Tomislav Rendić": "Marensk Academy of Circus Arts",
    "Jelena Babić": "Marensk Academy of Circus Arts",
    "Maisie Crane": "Gallowmoor Circus College",
    "Xavier Roca": "Escola de Circ Sant Oriol",
}
CHOREOGRAPHERS = ["Irena Mazur", "Dmitar Lukić", "Fenella Oakes", "Pau Vidal"]
COSTUMIERS = {
    "Atelier Złota Nić": "Wielicz",
    "Sequin & Sons": "Ashcombe",
    "Krojačnica Vodice": "Vodice",
    "Taller Lluentons": "Miramar de Baix",
}
DISCIPLINES = [
    "flying trapeze",
    "juggling",
    "clowning",
    "tightwire",
    "aerial silks",
    "knife throwing",
    "equestrian vaulting",
    "hand balancing",
    "Cyr wheel",
    "fire eating",
]
# act: circus, discipline, choreographer, costumier
ACTS = {
    "The Flying Orłowskis": ("Cyrk Orzeł", "flying trapeze", "Irena Mazur", "Atelier Złota Nić"),
    "Silk Storm": ("Cyrk Orzeł", "aerial silks", "Irena Mazur", "Atelier Złota Nić"),
    "Pepe and Pipo": ("Cyrk Orzeł", "clowning", "", "Sequin & Sons"),
    "Sunfire": ("Cyrk Słońce", "fire eating", "Irena Mazur", "Atelier Złota Nić"),
    "Wire Waltz": ("Cyrk Słońce", "tightwire", "Dmitar Lukić", "Krojačnica Vodice"),
    "The Steppe Riders": ("Cyrk Słońce", "equestrian vaulting", "", "Atelier Złota Nić"),
    "Balkan Blades": ("Circus Balkanica", "knife throwing", "Dmitar Lukić", "Krojačnica Vodice"),
    "Nine Balls of Marensk": ("Circus Balkanica", "juggling", "", "Krojačnica Vodice"),
    "Danube Swing": ("Circus Balkanica", "flying trapeze", "Dmitar Lukić", "Krojačnica Vodice"),
    "Star Wheel": ("Cirkus Zvezda", "Cyr wheel", "Dmitar Lukić", "Krojačnica Vodice"),
    "Zvezda Clowns": ("Cirkus Zvezda", "clowning", "", "Sequin & Sons"),
    "Highwire Hattie": (
        "Pennyworth's Travelling Circus",
        "tightwire",
        "Fenella Oakes",
        "Sequin & Sons",
    ),
    "The Pennyworth Ponies": (
        "Pennyworth's Travelling Circus",
        "equestrian vaulting",
        "",
        "Sequin & Sons",
    ),
    "Tumbling Tommies": (
        "Pennyworth's Travelling Circus",
        "hand balancing",
        "Fenella Oakes",
        "Sequin & Sons",
    ),
    "Moorland Flames": (
        "The Gallowby Hippodrome Show",
        "fire eating",
        "Fenella Oakes",
        "Sequin & Sons",
    ),
    "Ribbons of Gallowby": (
        "The Gallowby Hippodrome Show",
        "aerial silks",
        "Fenella Oakes",
        "Taller Lluentons",
    ),
    "El Gran Malabar": ("Circ Mediterrani", "juggling", "Pau Vidal", "Taller Lluentons"),
    "Mar de Seda": ("Circ Mediterrani", "aerial silks", "Pau Vidal", "Taller Lluentons"),
    "Els Germans Rius": ("Circ Mediterrani", "hand balancing", "", "Taller Lluentons"),
    "Lluna Plena": ("Circ de la Lluna", "Cyr wheel", "Pau Vidal", "Taller Lluentons"),
    "Pallassos del Port": ("Circ de la Lluna", "clowning", "", "Taller Lluentons"),
    "Amber Knives": ("Cyrk Bałtyk", "knife throwing", "Irena Mazur", "Atelier Złota Nić"),
    "Baltic Balance": ("Cyrk Bałtyk", "hand balancing", "", "Krojačnica Vodice"),
    "Stardust Trapeze": (
        "Wandering Star Circus",
        "flying trapeze",
        "Fenella Oakes",
        "Sequin & Sons",
    ),
    "Comet Jugglers": ("Wandering Star Circus", "juggling", "", "Sequin & Sons"),
}
SPONSORS = {
    "Dravia Mutual": "Dravno",
    "Marensk Pivovar": "Marensk",
    "Oakhill Toffee Co.": "Thornwick",
    "Caixa Costa": "Sant Oriol",
    "Polmleko": "Koszarin",
}
# festival: town, organiser, sponsors
FESTIVALS = {
    "Dravno International Circus Festival": (
        "Dravno",
        "Velmarian Circus Guild",
        ["Dravia Mutual", "Polmleko"],
    ),
    "Golden Sawdust Koszarin": ("Koszarin", "Cyrk Słońce", ["Polmleko"]),
    "Marensk Circus Days": ("Marensk", "Circus Balkanica", ["Marensk Pivovar"]),
    "Gallowmoor Big Top Gala": ("Thornwick", "Union of Travelling Shows", ["Oakhill Toffee Co."]),
    "Festival de Circ de la Costa": ("Sant Oriol", "Circ Mediterrani", ["Caixa Costa"]),
    "Lipowa Young Circus Meeting": ("Lipowa", "Cyrk Bałtyk", []),
}
# festival: gold award winners (acts)
GOLD = {
    "Dravno International Circus Festival": ["Danube Swing", "Silk Storm"],
    "Golden Sawdust Koszarin": ["Wire Waltz"],
    "Marensk Circus Days": ["Star Wheel", "Amber Knives"],
    "Gallowmoor Big Top Gala": ["Highwire Hattie"],
    "Festival de Circ de la Costa": ["Mar de Seda", "Moorland Flames"],
    "Lipowa Young Circus Meeting": ["Comet Jugglers"],
}
FIRST = [
    "Agata",
    "Bartek",
    "Danica",
    "Emil",
    "Filip",
    "Goran",
    "Hana",
    "Igor",
    "Jana",
    "Karol",
    "Lena",
    "Marek",
    "Nela",
    "Oskar",
    "Petra",
    "Rafał",
    "Sara",
    "Tomek",
    "Vesna",
    "Zofia",
    "Arnau",
    "Berta",
    "Clive",
    "Dora",
    "Elliot",
    "Marta",
    "Oriol",
    "Tilly",
    "Ivo",
    "Kasia",
]
LAST = [
    "Nowak",
    "Wójcik",
    "Kos",
    "Perić",
    "Marić",
    "Zając",
    "Kowal",
    "Vukić",
    "Sala",
    "Casals",
    "Bright",
    "Hollis",
    "Quarrie",
    "Lis",
    "Rusek",
    "Tomić",
    "Baró",
    "Pons",
    "Stroud",
    "Wren",
    "Gil",
    "Ostoja",
    "Pavlić",
    "Hale",
]


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for region, towns in TOWNS.items():
        facts += [(t, "województwo", region) for t in towns]
        facts.append((region, "kraj", REGIONS[region]))
    facts += [(a, "siedziba", t) for a, t in ASSOCIATIONS.items()]
    facts += [(m, "siedziba", t) for m, t in TENT_MAKERS.items()]
    for school, (town, director) in SCHOOLS.items():
        facts += [(school, "siedziba", town), (school, "dyrektor", director)]
    for circus, (town, owner, ring, tent, tours, assoc) in CIRCUSES.items():
        facts += [(circus, "zimowisko", town), (circus, "właściciel", owner)]
        facts += [(circus, "ringmaster~", ring), (circus, "big_top~", tent)]
        facts += [(circus, "tours_to~", t) for t in tours]
        if assoc:
            facts.append((circus, "zrzeszony w", assoc))
    facts += [(p, "mieszka w", t) for p, t in HOMES.items()]
    facts += [(p, "absolwent~", s) for p, s in RINGMASTER_SCHOOL.items()]
    facts += [(c, "pracownia", t) for c, t in COSTUMIERS.items()]
    for act, (circus, discipline, choreo, costumier) in ACTS.items():
        facts += [(act, "w programie", circus), (act, "genre~", discipline)]
        if choreo:
            facts.append((act, "choreograf", choreo))
        facts.append((act, "kostiumy", costumier))
    facts += [(s, "siedziba", t) for s, t in SPONSORS.items()]
    for fest, (town, organiser, sponsors) in FESTIVALS.items():
        facts += [(fest, "miasto", town), (fest, "organizator", organiser)]
        facts += [(fest, "sponsor~", s) for s in sponsors]
        facts += [(fest, "złoty klaun", a) for a in GOLD[fest]]
    return facts


def _filler(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = []
    towns = [t for ts in TOWNS.values() for t in ts]
    circuses = list(CIRCUSES)
    taken = set(HOMES)
    performers = full_names(rng, FIRST, LAST, 146, taken)
    at: dict[str, list[str]] = {}
    for p in performers:
        at[p] = rng.sample(circuses, rng.choice([1, 1, 1, 1, 2]))
        facts += [(p, "występuje w", c) for c in at[p]]
        facts += [
            (p, "dyscyplina", d) for d in rng.sample(DISCIPLINES, rng.choice([1, 1, 1, 1, 2]))
        ]
        facts.append((p, "mieszka w", rng.choice(towns)))
        if rng.random() < 0.35:
            facts.append((p, "absolwent~", rng.choice(list(SCHOOLS))))
    for p in performers[40:]:
        if rng.random() < 0.45:
            facts.append((p, "uczeń", rng.choice(performers[:40])))
    for act, (circus, *_rest) in ACTS.items():
        cast = [p for p in performers if circus in at[p]]
        for p in rng.sample(cast, min(len(cast), rng.choice([1, 2, 2, 3, 4]))):
            facts.append((act, "obsada~", p))
    judges = list(CHOREOGRAPHERS) + [r for _, _, r, *_ in CIRCUSES.values()]
    for fest in FESTIVALS:
        for j in rng.sample(sorted(set(judges)), rng.choice([2, 3])):
            facts.append((fest, "jury~", j))
    return facts


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts = _hand_facts() + _filler(rng)
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}.crk")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    (
        "cz1-01",
        "where does Cyrk Orzeł spend the winter?",
        ["Cyrk Orzeł"],
        [("zimowisko", F)],
        ["Wielicz"],
    ),
    (
        "cz1-02",
        "who owns Circ de la Lluna",
        ["Circ de la Lluna"],
        [("właściciel", F)],
        ["Montserrat Puig"],
    ),
    (
        "cz1-03",
        "who's the ringmaster at cirkus zvezda",
        ["Cirkus Zvezda"],
        [("ringmaster~", F)],
        ["Jelena Babić"],
    ),
    (
        "cz1-04",
        "Who made the big top for The Gallowby Hippodrome Show?",
        ["The Gallowby Hippodrome Show"],
        [("big_top~", F)],
        ["Gallowby Marquees"],
    ),
    (
        "cz1-05",
        "which towns is Circus Balkanica playng on tour",
        ["Circus Balkanica"],
        [("tours_to~", F)],
        ["Marensk", "Belopolje", "Koszarin", "Dravno"],
    ),
    (
        "cz1-06",
        "what circuses does Bogdan Kwiatek own?",
        ["Bogdan Kwiatek"],
        [("właściciel", B)],
        ["Cyrk Orzeł", "Cyrk Słońce"],
    ),
    (
        "cz1-07",
        "who heads the Marensk Academy of Circus Arts",
        ["Marensk Academy of Circus Arts"],
        [("dyrektor", F)],
        ["Zoran Kovač"],
    ),
    (
        "cz1-08",
        "Highwire Hattie performers",
        ["Highwire Hattie"],
        [("obsada~", F)],
        ["Emil Hollis", "Igor Kos", "Petra Wójcik", "Bartek Kos"],
    ),
    (
        "cz1-09",
        "who choreographed Lluna Plena?",
        ["Lluna Plena"],
        [("choreograf", F)],
        ["Pau Vidal"],
    ),
    (
        "cz1-10",
        "who does the costumes for balkan blades",
        ["Balkan Blades"],
        [("kostiumy", F)],
        ["Krojačnica Vodice"],
    ),
    (
        "cz1-11",
        "which acts took gold at the Marensk Circus Days",
        ["Marensk Circus Days"],
        [("złoty klaun", F)],
        ["Star Wheel", "Amber Knives"],
    ),
    (
        "cz1-12",
        "who sat on the jury at Golden Sawdust Koszarin?",
        ["Golden Sawdust Koszarin"],
        [("jury~", F)],
        ["Ludwik Sarna", "Ewa Drozd"],
    ),
    (
        "cz1-13",
        "what acts are on the bill at Wandering Star Circus",
        ["Wandering Star Circus"],
        [("w programie", B)],
        ["Stardust Trapeze", "Comet Jugglers"],
    ),
    (
        "cz1-14",
        "where's the Union of Travelling Shows based?",
        ["Union of Travelling Shows"],
        [("siedziba", F)],
        ["Gallowby"],
    ),
    (
        "cz1-15",
        "who organises the festival de circ de la costa",
        ["Festival de Circ de la Costa"],
        [("organizator", F)],
        ["Circ Mediterrani"],
    ),
    (
        "cz1-16",
        "what does Kasia Baró do in the ring?",
        ["Kasia Baró"],
        [("dyscyplina", F)],
        ["hand balancing"],
    ),
    (
        "cz1-17",
        "Which circuses is Karol Vukic with",
        ["Karol Vukić"],
        [("występuje w", F)],
        ["Cyrk Orzeł", "The Gallowby Hippodrome Show"],
    ),
    (
        "cz1-18",
        "who did Tomek Hale learn his craft from",
        ["Tomek Hale"],
        [("uczeń", F)],
        ["Rafał Wren"],
    ),
    (
        "cz1-19",
        "where is the Sequin & Sons workroom?",
        ["Sequin & Sons"],
        [("pracownia", F)],
        ["Ashcombe"],
    ),
    (
        "cz1-20",
        "list the circuses in the Velmarian Circus Guild",
        ["Velmarian Circus Guild"],
        [("zrzeszony w", B)],
        ["Cyrk Orzeł", "Cyrk Słońce", "Circus Balkanica", "Wandering Star Circus"],
    ),
    # two hops
    (
        "cz2-01",
        "what region are Cyrk Bałtyk's winter quarters in?",
        ["Cyrk Bałtyk"],
        [("zimowisko", F), ("województwo", F)],
        ["Koszarin Plains"],
    ),
    (
        "cz2-02",
        "where does the ringmaster of Circ Mediterrani live",
        ["Circ Mediterrani"],
        [("ringmaster~", F), ("mieszka w", F)],
        ["Miramar de Baix"],
    ),
    (
        "cz2-03",
        "which school did cyrk słońce's ringmaster train at",
        ["Cyrk Słońce"],
        [("ringmaster~", F), ("absolwent~", F)],
        ["Dravno State Circus School"],
    ),
    (
        "cz2-04",
        "where is the firm that stitched Cyrk Orzeł's tent?",
        ["Cyrk Orzeł"],
        [("big_top~", F), ("siedziba", F)],
        ["Hrastov"],
    ),
    (
        "cz2-05",
        "who choreographs the acts at Circ Mediterrani",
        ["Circ Mediterrani"],
        [("w programie", B), ("choreograf", F)],
        ["Pau Vidal"],
    ),
    (
        "cz2-06",
        "Which costumiers dress the acts at Pennyworth's Travelling Circus?",
        ["Pennyworth's Travelling Circus"],
        [("w programie", B), ("kostiumy", F)],
        ["Sequin & Sons"],
    ),
    (
        "cz2-07",
        "which circus has the act that won gold at the Gallowmoor Big Top Gala",
        ["Gallowmoor Big Top Gala"],
        [("złoty klaun", F), ("w programie", F)],
        ["Pennyworth's Travelling Circus"],
    ),
    (
        "cz2-08",
        "who performs in the acts Fenella Oakes choreographed?",
        ["Fenella Oakes"],
        [("choreograf", B), ("obsada~", F)],
        [
            "Bartek Kos",
            "Danica Vukić",
            "Emil Hollis",
            "Igor Kos",
            "Igor Lis",
            "Jana Casals",
            "Kasia Bright",
            "Lena Wójcik",
            "Petra Casals",
            "Petra Wójcik",
        ],
    ),
    (
        "cz2-09",
        "who are the ringmasters of Milan Horvat's circuses",
        ["Milan Horvat"],
        [("właściciel", B), ("ringmaster~", F)],
        ["Tomislav Rendić", "Jelena Babić"],
    ),
    (
        "cz2-10",
        "wich circuses tour to the town where Circ Mediterrani winters?",
        ["Circ Mediterrani"],
        [("zimowisko", F), ("tours_to~", B)],
        ["Circ de la Lluna"],
    ),
    (
        "cz2-11",
        "who sponsors the festivals the Velmarian Circus Guild organises",
        ["Velmarian Circus Guild"],
        [("organizator", B), ("sponsor~", F)],
        ["Dravia Mutual", "Polmleko"],
    ),
    (
        "cz2-12",
        "what disciplines do the Balkan Blades performers do?",
        ["Balkan Blades"],
        [("obsada~", F), ("dyscyplina", F)],
        ["flying trapeze", "hand balancing", "knife throwing", "tightwire"],
    ),
    (
        "cz2-13",
        "which festivals are held in the town where Dravno State Circus School is",
        ["Dravno State Circus School"],
        [("siedziba", F), ("miasto", B)],
        ["Dravno International Circus Festival"],
    ),
    (
        "cz2-14",
        "where do the danube swing performers live?",
        ["Danube Swing"],
        [("obsada~", F), ("mieszka w", F)],
        ["Marensk", "Vodice"],
    ),
    (
        "cz2-15",
        "who's the director of the school Ewa Drozd went to",
        ["Ewa Drozd"],
        [("absolwent~", F), ("dyrektor", F)],
        ["Halina Wrobel"],
    ),
    (
        "cz2-16",
        "what discipline does Kasia Baró's teacher perform?",
        ["Kasia Baró"],
        [("uczeń", F), ("dyscyplina", F)],
        ["juggling"],
    ),
    (
        "cz2-17",
        "which circuses does the owner of Pennyworth's Travelling Circus own",
        ["Pennyworth's Travelling Circus"],
        [("właściciel", F), ("właściciel", B)],
        ["Pennyworth's Travelling Circus", "The Gallowby Hippodrome Show"],
    ),
    (
        "cz2-18",
        "what country is Vodice in",
        ["Vodice"],
        [("województwo", F), ("kraj", F)],
        ["Ostrenia"],
    ),
    (
        "cz2-19",
        "who judged at the festivals held in Dravno?",
        ["Dravno"],
        [("miasto", B), ("jury~", F)],
        ["Xavier Roca", "Ludwik Sarna", "Irena Mazur"],
    ),
    (
        "cz2-20",
        "which acts won gold at festivals Circus Balkanica organised",
        ["Circus Balkanica"],
        [("organizator", B), ("złoty klaun", F)],
        ["Star Wheel", "Amber Knives"],
    ),
    # three hops
    (
        "cz3-01",
        "what country are Circ de la Lluna's winter quarters in?",
        ["Circ de la Lluna"],
        [("zimowisko", F), ("województwo", F), ("kraj", F)],
        ["Caldovia"],
    ),
    (
        "cz3-02",
        "where do the choreographers of Cyrk Słońce's acts live",
        ["Cyrk Słońce"],
        [("w programie", B), ("choreograf", F), ("mieszka w", F)],
        ["Sokolany", "Hrastov"],
    ),
    (
        "cz3-03",
        "which circuses put on the acts that won gold at festivals Polmleko sponsors?",
        ["Polmleko"],
        [("sponsor~", B), ("złoty klaun", F), ("w programie", F)],
        ["Circus Balkanica", "Cyrk Orzeł", "Cyrk Słońce"],
    ),
    (
        "cz3-04",
        "what regions do montserrat puig's circuses tour",
        ["Montserrat Puig"],
        [("właściciel", B), ("tours_to~", F), ("województwo", F)],
        ["Sant Oriol Coast", "Gallowmoor"],
    ),
    (
        "cz3-05",
        "where are the workshops of the costumiers dressing Circus Balkanica's acts?",
        ["Circus Balkanica"],
        [("w programie", B), ("kostiumy", F), ("pracownia", F)],
        ["Vodice"],
    ),
    (
        "cz3-06",
        "where do the performers in Cyrk Bałtyk's acts live",
        ["Cyrk Bałtyk"],
        [("w programie", B), ("obsada~", F), ("mieszka w", F)],
        ["Gallowby", "Lipowa", "Sant Oriol", "Tarnice"],
    ),
    (
        "cz3-07",
        "which schools did the ringmasters of Rosamund Pennyworth's circuses go to?",
        ["Rosamund Pennyworth"],
        [("właściciel", B), ("ringmaster~", F), ("absolwent~", F)],
        ["Gallowmoor Circus College"],
    ),
    (
        "cz3-08",
        "who directs the school that trained the ringmaster of Cyrk Bałtyk",
        ["Cyrk Bałtyk"],
        [("ringmaster~", F), ("absolwent~", F), ("dyrektor", F)],
        ["Halina Wrobel"],
    ),
    (
        "cz3-09",
        "which associations do the circuses wintering in Gallowmoor belong to",
        ["Gallowmoor"],
        [("województwo", B), ("zimowisko", B), ("zrzeszony w", F)],
        ["Union of Travelling Shows", "Velmarian Circus Guild"],
    ),
    (
        "cz3-10",
        "where do the circuses Karol Vukić's pupils work for spend the winter?",
        ["Karol Vukić"],
        [("uczeń", B), ("występuje w", F), ("zimowisko", F)],
        ["Gallowby", "Thornwick"],
    ),
    (
        "cz3-11",
        "who judged the festivals where acts choreographed by Fenella Oakes won gold",
        ["Fenella Oakes"],
        [("choreograf", B), ("złoty klaun", B), ("jury~", F)],
        ["Ewa Drozd", "Xavier Roca", "Ludwik Sarna", "Fenella Oakes"],
    ),
    (
        "cz3-12",
        "where are the makers of the big tops of the circuses that tour to Dravno?",
        ["Dravno"],
        [("tours_to~", B), ("big_top~", F), ("siedziba", F)],
        ["Hrastov", "Gallowby"],
    ),
    (
        "cz3-13",
        "what festivals have acts from Igor Kos's circuses won gold at",
        ["Igor Kos"],
        [("występuje w", F), ("w programie", B), ("złoty klaun", B)],
        ["Gallowmoor Big Top Gala", "Golden Sawdust Koszarin"],
    ),
    (
        "cz3-14",
        "who sponsors the festivals in the towns Cyrk Bałtyk tours to?",
        ["Cyrk Bałtyk"],
        [("tours_to~", F), ("miasto", B), ("sponsor~", F)],
        ["Polmleko", "Marensk Pivovar"],
    ),
    (
        "cz3-15",
        "who taught the performers in the acts pau vidal choreographed",
        ["Pau Vidal"],
        [("choreograf", B), ("obsada~", F), ("uczeń", F)],
        ["Clive Baró", "Rafał Wren", "Tilly Wójcik"],
    ),
    # not in the graph
    ("cz0-01", "who owns Cirque Magnifique?", 1),
    ("cz0-02", "where does Zirkus Donnerhall spend the winter", 1),
    ("cz0-03", "who choreographed The Crimson Acrobats?", 1),
    ("cz0-04", "which acts won gold at the Budapest Circus Gala", 1),
    ("cz0-05", "where does the ringmaster of Circo Tricolore live?", 2),
    # relations the graph lacks
    (
        "czx-01",
        "which association is Cirkus Zvezda a member of?",
        ["Cirkus Zvezda"],
        1,
        "none for entity: zrzeszony w",
    ),
    (
        "czx-02",
        "who choreographed Pepe and Pipo",
        ["Pepe and Pipo"],
        1,
        "none for entity: choreograf",
    ),
    (
        "czx-03",
        "who sponsors the lipowa young circus meeting?",
        ["Lipowa Young Circus Meeting"],
        1,
        "none for entity: sponsor~",
    ),
    (
        "czx-04",
        "which circus school did Cedric Fairbanks go to",
        ["Cedric Fairbanks"],
        1,
        "none for entity: absolwent~",
    ),
    (
        "czx-05",
        "who is the director of the Velmarian Circus Guild?",
        ["Velmarian Circus Guild"],
        1,
        "none for entity: dyrektor",
    ),
    (
        "czx-06",
        "how many seats does Cyrk Orzeł's big top hold",
        ["Cyrk Orzeł"],
        1,
        "seating capacity",
    ),
    ("czx-07", "when was Circus Balkanica founded?", ["Circus Balkanica"], 1, "founding year"),
    (
        "czx-08",
        "how much are tickets for The Gallowby Hippodrome Show",
        ["The Gallowby Hippodrome Show"],
        1,
        "ticket price",
    ),
    ("czx-09", "how old is Bogdan Kwiatek?", ["Bogdan Kwiatek"], 1, "age"),
    (
        "czx-10",
        "what animals does Wandering Star Circus keep",
        ["Wandering Star Circus"],
        1,
        "animals kept",
    ),
    ("czx-11", "how long does the Sunfire act last?", ["Sunfire"], 1, "act duration"),
    (
        "czx-12",
        "what dates is marensk circus days on",
        ["Marensk Circus Days"],
        1,
        "festival dates",
    ),
    ("czx-13", "how high is the wire in Wire Waltz?", ["Wire Waltz"], 1, "wire height"),
    ("czx-14", "what's Zoran Kovač's phone number", ["Zoran Kovač"], 1, "phone number"),
    (
        "czx-15",
        "how many students does Escola de Circ Sant Oriol have?",
        ["Escola de Circ Sant Oriol"],
        1,
        "student count",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    if len(sys.argv) < 2 or sys.argv[1] != "graph-only":
        write_questions_by_name(HERE, triples, names, SPECS)
