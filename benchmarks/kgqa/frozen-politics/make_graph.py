"""Build the `frozen-politics` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional parliament (the Veldorian Assembly): politicians with their party, the
constituency they sit for, their birthplace, the committees they belong to, the ministry
they hold and the politician who mentored them; parties with their head, their ideologies
and the coalition they belong to; committees with their chair; bills with the members who
tabled them and the committee they were sent to; constituencies with the city they lie in;
cities with their country. Every person, party, bill and place is invented. The schema, the
parties, coalitions, ideologies, ministries, committees, bills, places and the people's
names are written by hand below; a seeded generator draws who belongs where. Re-running the
script rewrites the same files.

    python benchmarks/kgqa/frozen-politics/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

PARTY = "http://parl.example.org/ns#faction"
SEAT = "REPS"
CITY = "covers part of"
COUNTRY = "nation"
COALITION = "bloc"
MINISTRY = "portfolio"
COMMITTEE = "SITS_ON"
CHAIR = "convenor"
TABLED = "introducedBy"
SENT_TO = "referred_to"
MENTOR = "mentee_of"
BORN = "bio.bplace"
HEAD = "LDR"
IDEOLOGY = "ideo"

# country -> cities
COUNTRIES = {
    "Veldoria": [
        "Harlen",
        "Kasmir Bay",
        "Ostrovel",
        "Tamberg",
        "Lindqvist Harbour",
        "Brisa",
        "Marrowgate",
        "Calvary Springs",
        "Donau Ferry",
        "Eskel",
        "Fjallby",
        "Grenmouth",
        "Hollowmere",
        "Ivarsund",
        "Jorvik Vale",
        "Kellan Cross",
        "Lorimer",
        "Montesca",
    ],
    "Ostmark": ["Vienhof", "Brannau", "Kellstadt", "Ottering"],
    "Lusaria": ["Porto Alvar", "Sintara", "Cabo Meira", "Evoreno"],
    "Caldonia": ["New Ardrie", "Fort Callum", "Dunlevy", "Marston Rock"],
}

# constituency -> cities it lies in
CONSTITUENCIES = {
    "Harlen North": ["Harlen"],
    "Harlen South": ["Harlen"],
    "Harlen Docklands": ["Harlen"],
    "Kasmir Bay East": ["Kasmir Bay"],
    "Kasmir Bay West": ["Kasmir Bay"],
    "Ostrovel Central": ["Ostrovel"],
    "Ostrovel Hills": ["Ostrovel"],
    "Tamberg and Brisa Rural": ["Tamberg", "Brisa"],
    "Tamberg Old Town": ["Tamberg"],
    "Lindqvist Harbour and Coast": ["Lindqvist Harbour"],
    "Brisa Uplands": ["Brisa"],
    "Marrowgate Central": ["Marrowgate"],
    "Marrowgate Outer": ["Marrowgate"],
    "Calvary Springs Town": ["Calvary Springs"],
    "Donau Ferry and Eskel": ["Donau Ferry", "Eskel"],
    "Eskel Moor": ["Eskel"],
    "Fjallby Fells": ["Fjallby"],
    "Grenmouth Coast": ["Grenmouth"],
    "Grenmouth Inner": ["Grenmouth"],
    "Hollowmere Lakes": ["Hollowmere"],
    "Ivarsund Strait": ["Ivarsund"],
    "Jorvik Vale Central": ["Jorvik Vale"],
    "Kellan Cross and Lorimer": ["Kellan Cross", "Lorimer"],
    "Lorimer Heath": ["Lorimer"],
    "Montesca Riviera": ["Montesca"],
    "Montesca Hinterland": ["Montesca"],
    "Harlen West": ["Harlen"],
    "Ostrovel Riverside": ["Ostrovel"],
    "Kasmir Bay Marina": ["Kasmir Bay"],
    "Fjallby and Hollowmere": ["Fjallby", "Hollowmere"],
    "Ivarsund Islands": ["Ivarsund"],
    "Marrowgate Bridges": ["Marrowgate"],
    "Calvary Springs Valley": ["Calvary Springs"],
    "Tamberg Industrial": ["Tamberg"],
    "Jorvik Vale Forest": ["Jorvik Vale"],
    "Kellan Cross Junction": ["Kellan Cross"],
    "Grenmouth Estuary": ["Grenmouth"],
    "Donau Ferry Crossing": ["Donau Ferry"],
    "Brisa Lowlands": ["Brisa"],
    "Eskel Peninsula": ["Eskel"],
}

# party -> (ideologies, coalitions)
PARTIES = {
    "Social Democrats of Veldoria": (["social democracy"], ["Progressive Compact"]),
    "Veldorian Greens": (["green politics"], ["Progressive Compact"]),
    "Workers' Left": (["democratic socialism"], ["Progressive Compact"]),
    "National Union": (["conservatism", "nationalism"], ["Concord Alliance"]),
    "Free Citizens' Party": (["liberalism"], ["Concord Alliance", "Reform Pact"]),
    "Christian People's Movement": (["christian democracy", "conservatism"], ["Concord Alliance"]),
    "Agrarian League": (["agrarianism"], ["Reform Pact"]),
    "Coastal Regionalists": (["regionalism"], ["Reform Pact"]),
    "Pirate Collective": (["liberalism", "digital rights"], []),
    "Veldoria First": (["nationalism"], ["Patriot Front"]),
    "Heritage Party": (["conservatism"], ["Patriot Front"]),
    "Independent Alliance of Mayors": (["localism"], []),
}
# how many members each party gets (the rest are drawn)
PARTY_SIZE = {
    "Social Democrats of Veldoria": 22,
    "Veldorian Greens": 10,
    "Workers' Left": 7,
    "National Union": 20,
    "Free Citizens' Party": 12,
    "Christian People's Movement": 11,
    "Agrarian League": 8,
    "Coastal Regionalists": 7,
    "Pirate Collective": 4,
    "Veldoria First": 8,
    "Heritage Party": 5,
    "Independent Alliance of Mayors": 4,
}

MINISTRIES = [
    "Ministry of Finance",
    "Ministry of Foreign Affairs",
    "Ministry of the Interior",
    "Ministry of Defence",
    "Ministry of Health",
    "Ministry of Education",
    "Ministry of Justice",
    "Ministry of Agriculture and Fisheries",
    "Ministry of Transport",
    "Ministry of Energy and Climate",
    "Ministry of Culture",
    "Ministry of Labour",
    "Ministry of Housing",
    "Ministry of Digital Affairs",
    "Ministry of Trade",
    "Ministry of Regional Development",
]
GOVERNMENT = [
    "Social Democrats of Veldoria",
    "Veldorian Greens",
    "Workers' Left",
    "Free Citizens' Party",
]

COMMITTEES = [
    "Budget Committee",
    "Foreign Affairs Committee",
    "Home Affairs Committee",
    "Defence Select Committee",
    "Health and Social Care Committee",
    "Education Committee",
    "Justice Committee",
    "Agriculture Committee",
    "Transport Committee",
    "Environment and Climate Committee",
    "Public Accounts Committee",
    "Ethics Committee",
    "Digital and Media Committee",
    "Housing Committee",
    "Standing Orders Committee",
]

# bill -> committees it was sent to
BILLS = {
    "Clean Rivers Bill": ["Environment and Climate Committee"],
    "Rural Broadband Bill": ["Digital and Media Committee", "Agriculture Committee"],
    "Fiscal Responsibility Bill": ["Budget Committee"],
    "Border Security Bill": ["Home Affairs Committee", "Defence Select Committee"],
    "Tenant Protection Bill": ["Housing Committee"],
    "Minimum Wage Amendment Bill": ["Budget Committee"],
    "School Meals Bill": ["Education Committee"],
    "Coastal Erosion Bill": ["Environment and Climate Committee"],
    "Judicial Appointments Bill": ["Justice Committee"],
    "Farm Subsidy Reform Bill": ["Agriculture Committee"],
    "Rail Nationalisation Bill": ["Transport Committee"],
    "Data Privacy Bill": ["Digital and Media Committee"],
    "Lobbying Transparency Bill": ["Ethics Committee", "Standing Orders Committee"],
    "Veterans Support Bill": ["Defence Select Committee"],
    "Hospital Waiting Times Bill": ["Health and Social Care Committee"],
    "Carbon Tax Bill": ["Environment and Climate Committee", "Budget Committee"],
    "Language Heritage Bill": ["Education Committee"],
    "Public Procurement Bill": ["Public Accounts Committee"],
    "Fisheries Quota Bill": ["Agriculture Committee"],
    "Electoral Reform Bill": ["Standing Orders Committee"],
    "Affordable Housing Bill": ["Housing Committee", "Budget Committee"],
    "Cybercrime Bill": ["Home Affairs Committee", "Digital and Media Committee"],
    "Mental Health Bill": ["Health and Social Care Committee"],
    "Road Safety Bill": ["Transport Committee"],
    "Teachers' Pay Bill": ["Education Committee", "Budget Committee"],
    "Arms Export Control Bill": ["Foreign Affairs Committee"],
    "Asylum Procedures Bill": ["Home Affairs Committee"],
    "Audit Office Bill": ["Public Accounts Committee"],
    "Wind Energy Planning Bill": ["Environment and Climate Committee"],
    "Forest Protection Bill": ["Agriculture Committee", "Environment and Climate Committee"],
    "Ports Modernisation Bill": ["Transport Committee"],
    "Consumer Credit Bill": ["Budget Committee"],
    "Press Freedom Bill": ["Digital and Media Committee"],
    "Prison Reform Bill": ["Justice Committee"],
    "Pension Indexation Bill": ["Budget Committee"],
    "Treaty Ratification Bill": ["Foreign Affairs Committee"],
    "Parental Leave Bill": ["Health and Social Care Committee"],
    "Social Housing Standards Bill": ["Housing Committee"],
    "Police Accountability Bill": ["Justice Committee", "Home Affairs Committee"],
    "Heritage Sites Bill": ["Education Committee"],
}

FIRST = [
    "Anneli",
    "Bruno",
    "Cecilia",
    "Dario",
    "Elsa",
    "Filip",
    "Greta",
    "Henrik",
    "Irene",
    "Jonas",
    "Katja",
    "Lars",
    "Mirela",
    "Nils",
    "Oksana",
    "Pavel",
    "Rosa",
    "Stefan",
    "Tilde",
    "Viktor",
    "Amira",
    "Bastian",
    "Clara",
    "Emil",
    "Frida",
    "Gustav",
    "Helena",
    "Ivan",
    "Julia",
    "Kasper",
    "Leona",
    "Magnus",
    "Nadia",
    "Oskar",
    "Petra",
    "Ruben",
    "Sofia",
    "Tobias",
    "Ulla",
    "Wendel",
]
SURNAMES = [
    "Aberg",
    "Bakkestad",
    "Corvino",
    "Dahlgren",
    "Eskelund",
    "Falkner",
    "Grimaldi",
    "Hovland",
    "Ilves",
    "Jansrud",
    "Kovalenko",
    "Lindahl",
    "Marchetti",
    "Nordvik",
    "Oyelowo",
    "Petrescu",
    "Quist",
    "Rasmussen",
    "Sandoval",
    "Thorsen",
    "Ulvaeus",
    "Vasquez",
    "Wennberg",
    "Ystad",
    "Zamora",
    "Albrecht",
    "Brankovic",
    "Castellanos",
    "Drozdov",
    "Engstrom",
    "Fontaine",
    "Gallagher",
    "Haugen",
    "Ivanova",
    "Jokinen",
    "Kastelic",
    "Lombardi",
    "Moreau",
    "Nakamura",
    "Ostrowski",
    "Pellegrini",
    "Rautio",
    "Sorensen",
    "Tanaka",
    "Urquhart",
    "Voskuijlen",
    "Wojcik",
    "Xenakis",
    "Yilmaz",
    "Zielinski",
    "Arnesen",
    "Bergkamp",
    "Cavanagh",
    "Demirel",
    "Ekwueme",
    "Fagerlund",
    "Gundersen",
    "Halloran",
    "Iversen",
    "Jovanovic",
    "Kjellberg",
    "Lagarde",
    "Mäkelä",
    "Nyberg",
    "Olofsson",
    "Pihlaja",
    "Quintero",
    "Ravenscroft",
    "Strindberg",
    "Toivonen",
    "Uribe",
    "Valtonen",
    "Westergaard",
    "Yanez",
    "Zubiri",
    "Ahlqvist",
    "Borowski",
    "Cederlund",
    "Dufresne",
    "Eriksen",
    "Ferreira",
    "Gorski",
    "Hallgren",
    "Isaksen",
    "Juhasz",
    "Karlstad",
    "Lennartz",
    "Molnar",
    "Norrgard",
    "Ortega",
    "Palsson",
    "Renwick",
    "Soltani",
    "Tamminen",
    "Ugarte",
    "Vinterberg",
    "Wahlstrom",
    "Achebe",
    "Brodsky",
    "Czerny",
    "Dalby",
    "Esposito",
    "Fjeld",
    "Granqvist",
    "Holmberg",
    "Ingebrigtsen",
    "Kaspersen",
    "Lundqvist",
    "Mortensen",
    "Nesbo",
    "Oberg",
    "Pedersen",
    "Rydberg",
    "Sjoberg",
    "Tveit",
    "Utne",
    "Vikander",
    "Sandvik",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(1789)
    facts: list[tuple[str, str, str]] = []

    for country, cities in COUNTRIES.items():
        facts += [(city, COUNTRY, country) for city in cities]
    for const, cities in CONSTITUENCIES.items():
        facts += [(const, CITY, city) for city in cities]
    for party, (ideologies, coalitions) in PARTIES.items():
        facts += [(party, IDEOLOGY, i) for i in ideologies]
        facts += [(party, COALITION, c) for c in coalitions]

    surnames = SURNAMES[:]
    rng.shuffle(surnames)
    people = [f"{rng.choice(FIRST)} {s}" for s in surnames[: sum(PARTY_SIZE.values())]]
    home_cities = COUNTRIES["Veldoria"]
    abroad = [c for k, cs in COUNTRIES.items() if k != "Veldoria" for c in cs]

    members: dict[str, list[str]] = {}
    i = 0
    for party, size in PARTY_SIZE.items():
        members[party] = people[i : i + size]
        i += size
    party_of = {p: party for party, ps in members.items() for p in ps}

    # party heads first so every head is a senior member
    for party, ps in members.items():
        facts.append((party, HEAD, ps[0]))

    # constituencies: every constituency gets one or two members; a few members sit on lists
    consts = list(CONSTITUENCIES)
    seated = [p for p in people if rng.random() < 0.85]
    for n, p in enumerate(seated):
        const = consts[n] if n < len(consts) else rng.choice(consts)
        facts.append((p, SEAT, const))

    for p in people:
        city = rng.choice(abroad) if rng.random() < 0.12 else rng.choice(home_cities)
        facts.append((p, BORN, city))

    # committees: members drawn; the chair is always one of the members
    on: dict[str, list[str]] = {c: [] for c in COMMITTEES}
    for p in people:
        for c in rng.sample(COMMITTEES, rng.choice([0, 1, 1, 2, 2, 2, 3])):
            on[c].append(p)
    for c in COMMITTEES:
        if len(on[c]) < 4:
            on[c] += [p for p in rng.sample(people, 4) if p not in on[c]]
        for p in on[c]:
            facts.append((p, COMMITTEE, c))
        facts.append((c, CHAIR, rng.choice(on[c])))

    # ministers from the governing parties; some ministries have a junior minister too
    government = [p for party in GOVERNMENT for p in members[party]]
    ministers = rng.sample(government, 22)
    for n, ministry in enumerate(MINISTRIES):
        facts.append((ministers[n], MINISTRY, ministry))
    for p in ministers[len(MINISTRIES) :]:
        facts.append((p, MINISTRY, rng.choice(MINISTRIES)))

    # mentors: usually a senior member of the same party, sometimes across parties
    for ps in members.values():
        seniors = ps[: max(2, len(ps) // 4)]
        for p in ps:
            if p in seniors and rng.random() < 0.7:
                continue
            if rng.random() < 0.35:
                continue
            pool = seniors if rng.random() < 0.8 else people[:30]
            mentor = rng.choice([m for m in pool if m != p])
            facts.append((p, MENTOR, mentor))

    for bill, committees in BILLS.items():
        for p in rng.sample(people, rng.choice([1, 1, 1, 2, 2, 3])):
            facts.append((bill, TABLED, p))
        facts += [(bill, SENT_TO, c) for c in committees]

    for p in people:
        facts.append((p, PARTY, party_of[p]))

    def make_id(n: int) -> str:
        return f"PL:{n // 100:02d}-{n % 100:02d}"

    return name_facts(facts, rng, range(0, 10000), make_id)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
