"""Build the `podcasts` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional podcast industry: shows with their network, hosts, producer, genre, language,
advertisers, awards and the show they were spun off from; networks with their home city and
owning company; episodes with their show, guests and the studio they were recorded in;
hosts, producers and guests with their home towns, hosts with the station or paper they
worked for before, guests with what they do; producers with the network they are on staff at;
advertisers with their media agency; studios and networks with their city; cities with
their country. Every show, person, company and place is invented (the countries are real).
The schema, the networks, shows, awards, studios, advertisers and places are written by hand
below; a seeded generator (`random.Random(4242)`) draws the people's names, the episode
titles and the other filler facts. The questions are written by hand at the bottom by name
and path; their answers are computed from the graph by `paths.write_questions_by_name` and
checked against the answers beside them (computed once from the path and reviewed by name).
Re-running the script rewrites the same files.

    python benchmarks/kgqa/podcasts/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

NETWORK = "ntwk"
OWNER = "ParentCompany"
HOST = "hostedBy"
PRODUCER = "prod_by"
GENRE = "genre"
LANGUAGE = "schema:inLanguage"
SPONSOR = "sponsoredBy"
AWARD = "award_won"
SPINOFF = "spunOffFrom"
SERIES = "partOfSeries"
GUEST = "guest"
STUDIO = "rec@"
CITY = "loc.city"
COUNTRY = "country"
HOMETOWN = "hometown"
FORMER = "ex_employer"
OCCUPATION = "occ"
STAFF = "staff_of"
AGENCY = "AOR"
HQ = "hq"

# city -> country
CITIES = {
    "Brackenford": "United Kingdom",
    "Holloway Cross": "United Kingdom",
    "Saltmarket": "United Kingdom",
    "Kettlewick": "United Kingdom",
    "Aberhenfelen": "United Kingdom",
    "Dunmorrow": "Ireland",
    "Ballyquin": "Ireland",
    "Port Rennick": "Canada",
    "Lac-Verdier": "Canada",
    "Cedar Falls North": "Canada",
    "Wattlebury": "Australia",
    "Coralline Bay": "Australia",
    "Marramere": "Australia",
    "Kowhai Springs": "New Zealand",
    "Tarnwick": "New Zealand",
    "Greystone Harbour": "Ireland",
}

# network -> (home city, owning company or None)
NETWORKS = {
    "Loudhouse Audio": ("Brackenford", "Meridian Media Group"),
    "Porchlight Podcasts": ("Holloway Cross", "Meridian Media Group"),
    "Tinfoil Radio": ("Port Rennick", "Harbinger Holdings"),
    "Static & Sons": ("Dunmorrow", None),
    "Owlery Audio": ("Wattlebury", "Northwind Broadcasting"),
    "Deepcut Network": ("Saltmarket", "Harbinger Holdings"),
    "Kettle Street Media": ("Kettlewick", "Calloway Publishing"),
    "Bluewire Pods": ("Kowhai Springs", "Northwind Broadcasting"),
}

# studio -> city
STUDIOS = {
    "Pillarbox Studios": "Brackenford",
    "The Cupboard": "Holloway Cross",
    "Foghorn Sound": "Port Rennick",
    "Lantern Row Audio": "Dunmorrow",
    "Redgum Rooms": "Wattlebury",
    "Wharf Street Studio": "Saltmarket",
    "Attic Nine": "Kettlewick",
    "Tui House": "Kowhai Springs",
    "Studio Verdier": "Lac-Verdier",
    "Quayside Booth": "Greystone Harbour",
    "Coralline Sound Lab": "Coralline Bay",
    "Stiwdio'r Felin": "Aberhenfelen",
}

# advertiser -> its media agency
SPONSORS = {
    "Quillfeather Mattresses": "Dovetail Media Buying",
    "Brightmoss VPN": "Fathom Audio Ads",
    "Tallow & Rye Razors": "Dovetail Media Buying",
    "Fernhill Meal Kits": "Redkite Partners",
    "Oakpath Insurance": "Ampersand & Co",
    "Zephyr Hearing": "Fathom Audio Ads",
    "Copperline Coffee": "Sidebar Agency",
    "Nimbus Bank": "Ampersand & Co",
    "Larkspur Language App": "Redkite Partners",
    "Gritstone Boots": "Sidebar Agency",
    "Puddle Pet Food": "Dovetail Media Buying",
    "Marlow Mint Gum": "Fathom Audio Ads",
    "Halcyon Hotels": "Ampersand & Co",
    "Sprocket Bikes": "Redkite Partners",
}

# show -> the awards it has won
AWARDS = {
    "Bodies in the Bog": ["Golden Mic for Best True Crime", "Listeners' Choice Award"],
    "The Verdict Is Out": ["Golden Mic for Best True Crime"],
    "Laughing Gas": ["Golden Mic for Best Comedy"],
    "Two Aunts and a Microphone": ["Golden Mic for Best Comedy"],
    "Dead Reckoning": ["Audio Guild Documentary Prize", "Listeners' Choice Award"],
    "Ghosts of the Quay": ["Audio Guild Documentary Prize"],
    "Reel Talkers": ["Silver Headphones for Best Interview"],
    "Kitchen Table Money": ["Silver Headphones for Best Interview"],
    "Slow Breath": ["Golden Mic for Best Newcomer"],
}

# show -> (network, genre, language)
SHOWS = {
    "Bodies in the Bog": ("Loudhouse Audio", "True Crime", "English"),
    "The Overlook Files": ("Tinfoil Radio", "True Crime", "English"),
    "Dead Reckoning": ("Owlery Audio", "History", "English"),
    "Laughing Gas": ("Porchlight Podcasts", "Comedy", "English"),
    "Two Aunts and a Microphone": ("Kettle Street Media", "Comedy", "English"),
    "Small Print": ("Deepcut Network", "Business", "English"),
    "The Long Lunch": ("Porchlight Podcasts", "Food & Drink", "English"),
    "Half-Time Oranges": ("Bluewire Pods", "Sport", "English"),
    "Night Shift Science": ("Owlery Audio", "Science", "English"),
    "Tiny Humans": ("Kettle Street Media", "Parenting", "English"),
    "Reel Talkers": ("Static & Sons", "Film & TV", "English"),
    "Ballot Box Bingo": ("Deepcut Network", "Politics", "English"),
    "Slow Breath": ("Bluewire Pods", "Health & Wellness", "English"),
    "The Lamplighter Tales": ("Owlery Audio", "Fiction", "English"),
    "Ghosts of the Quay": ("Tinfoil Radio", "History", "English"),
    "Café Noir": ("Static & Sons", "True Crime", "French"),
    "Sgwrs Fawr": ("Kettle Street Media", "Comedy", "Welsh"),
    "Boot Room Confidential": ("Loudhouse Audio", "Sport", "English"),
    "Venture Lab": ("Loudhouse Audio", "Business", "English"),
    "Sourdough Diaries": ("Bluewire Pods", "Food & Drink", "English"),
    "The Pale Blue Hour": ("Deepcut Network", "Science", "English"),
    "Mum's the Word": ("Porchlight Podcasts", "Parenting", "English"),
    "Popcorn Jury": ("Tinfoil Radio", "Film & TV", "English"),
    "Corridor Whispers": ("Loudhouse Audio", "Politics", "English"),
    "Run It Back": ("Static & Sons", "Sport", "English"),
    "The Verdict Is Out": ("Deepcut Network", "True Crime", "English"),
    "Radio Fantasma": ("Owlery Audio", "Fiction", "Spanish"),
    "Le Petit Labo": ("Tinfoil Radio", "Science", "French"),
    "Kitchen Table Money": ("Bluewire Pods", "Business", "English"),
    "Ink and Bones": ("Porchlight Podcasts", "History", "English"),
}

# spin-off -> the show it came out of
SPINOFFS = {
    "Boot Room Confidential": "Half-Time Oranges",
    "The Verdict Is Out": "Bodies in the Bog",
    "Mum's the Word": "Tiny Humans",
    "Ghosts of the Quay": "Dead Reckoning",
}

FORMER_EMPLOYERS = [
    "Radio Brackenford",
    "The Daily Clarion",
    "Channel Nine North",
    "Harbour FM",
    "The Weekly Lantern",
    "Coastline TV",
    "The Morning Courier",
    "Talk 101",
]

OCCUPATIONS = [
    "novelist",
    "chef",
    "footballer",
    "historian",
    "stand-up comedian",
    "astrophysicist",
    "member of parliament",
    "retired detective",
    "economist",
    "film critic",
    "midwife",
    "marine biologist",
]

FIRST_NAMES = [
    "Abi",
    "Bronwen",
    "Callum",
    "Dara",
    "Effie",
    "Felix",
    "Gwen",
    "Hamish",
    "Isla",
    "Jonah",
    "Kezia",
    "Lachlan",
    "Mirren",
    "Nia",
    "Ollie",
    "Priya",
    "Quentin",
    "Rhiannon",
    "Sol",
    "Tegan",
    "Umar",
    "Vida",
    "Wes",
    "Yusuf",
    "Zara",
    "Benedict",
    "Cleo",
    "Dev",
    "Freya",
    "Gideon",
    "Hana",
    "Ivo",
    "Juno",
    "Kofi",
    "Lottie",
    "Marek",
]
LAST_NAMES = [
    "Abernethy",
    "Baptiste",
    "Cavendish",
    "Drummond",
    "Eastwood",
    "Farrant",
    "Gillespie",
    "Hollis",
    "Iredale",
    "Jamieson",
    "Kowalczyk",
    "Lennox",
    "McAuley",
    "Nakamura",
    "Okafor",
    "Penhaligon",
    "Quigley",
    "Rafferty",
    "Sandhu",
    "Thackeray",
    "Underhill",
    "Varga",
    "Whitlock",
    "Yeardley",
    "Achebe",
    "Brannigan",
    "Costa",
    "Delacroix",
    "Evans-Pryce",
    "Fenwick",
    "Halloran",
    "Mbeki",
]

# Words the episode titles are drawn from ("The <word> <word>", no title twice).
TITLE_FIRST = [
    "Last",
    "Empty",
    "Burning",
    "Quiet",
    "Borrowed",
    "Lost",
    "Crooked",
    "Midnight",
    "Paper",
    "Salted",
    "Hollow",
    "Second",
    "Silver",
    "Broken",
    "Uninvited",
    "Sunday",
    "Frozen",
    "Wrong",
    "Secret",
    "Long",
]
TITLE_SECOND = [
    "Ferry",
    "Ledger",
    "Kettle",
    "Alibi",
    "Orchard",
    "Telegram",
    "Lighthouse",
    "Recipe",
    "Comet",
    "Penalty",
    "Heirloom",
    "Invoice",
    "Cradle",
    "Verdict",
    "Marathon",
    "Manuscript",
    "Harvest",
    "Doorbell",
    "Tide",
    "Rehearsal",
    "Suitcase",
    "Fossil",
    "Lullaby",
    "Ballot",
]


def _titles(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct episode titles drawn with ``rng``."""
    out: list[str] = []
    while len(out) < n:
        title = f"The {rng.choice(TITLE_FIRST)} {rng.choice(TITLE_SECOND)}"
        if title not in out:
            out.append(title)
    return out


def facts_by_name() -> list[tuple[str, str, str]]:
    """The graph's triples with entity names for ids."""
    rng = random.Random(4242)
    facts: list[tuple[str, str, str]] = [(c, COUNTRY, k) for c, k in CITIES.items()]
    cities = list(CITIES)
    for network, (city, owner) in NETWORKS.items():
        facts.append((network, HQ, city))
        if owner:
            facts.append((network, OWNER, owner))
    facts += [(studio, CITY, city) for studio, city in STUDIOS.items()]
    facts += [(brand, AGENCY, agency) for brand, agency in SPONSORS.items()]

    taken: set[str] = set()
    hosts = full_names(rng, FIRST_NAMES, LAST_NAMES, 34, taken)
    producers = full_names(rng, FIRST_NAMES, LAST_NAMES, 12, taken)
    guests = full_names(rng, FIRST_NAMES, LAST_NAMES, 48, taken)
    for host in hosts:
        facts.append((host, HOMETOWN, rng.choice(cities)))
        if rng.random() < 0.6:
            facts.append((host, FORMER, rng.choice(FORMER_EMPLOYERS)))
    networks = list(NETWORKS)
    for producer in producers:
        facts.append((producer, STAFF, rng.choice(networks)))
        facts.append((producer, HOMETOWN, rng.choice(cities)))
    for guest in guests:
        facts.append((guest, OCCUPATION, rng.choice(OCCUPATIONS)))
        facts.append((guest, HOMETOWN, rng.choice(cities)))

    shows = list(SHOWS)
    # every host has a show; the first ten of them host a second one
    show_hosts = {show: [hosts[i]] for i, show in enumerate(shows)}
    for host in hosts[len(shows) :] + hosts[:10]:
        show = rng.choice(shows)
        if host not in show_hosts[show]:
            show_hosts[show].append(host)
    sponsors = list(SPONSORS)
    for show, (network, genre, language) in SHOWS.items():
        facts += [(show, NETWORK, network), (show, GENRE, genre), (show, LANGUAGE, language)]
        facts += [(show, HOST, h) for h in show_hosts[show]]
        facts.append((show, PRODUCER, rng.choice(producers)))
        for brand in rng.sample(sponsors, rng.choice([0, 1, 1, 2, 2, 3])):
            facts.append((show, SPONSOR, brand))
        facts += [(show, AWARD, award) for award in AWARDS.get(show, [])]
        if show in SPINOFFS:
            facts.append((show, SPINOFF, SPINOFFS[show]))

    studios = list(STUDIOS)
    speakers = guests + hosts  # hosts turn up as guests on other shows too
    for title in _titles(rng, 112):
        show = rng.choice(shows)
        facts.append((title, SERIES, show))
        for guest in rng.sample(speakers, rng.choice([0, 1, 1, 2, 2, 3])):
            if guest not in show_hosts[show]:
                facts.append((title, GUEST, guest))
        if rng.random() < 0.85:
            facts.append((title, STUDIO, rng.choice(studios)))
    return facts


# Questions by name: (id, text, topic names, path) for answerable ones, with the answers by
# name (computed from the path once, reviewed, and checked against the graph on every run); (id, text, hops) for names not in
# the graph; (id, text, topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    ("pn-1-01", "who hosts Laughing Gas", ["Laughing Gas"], [(HOST, "->")], ["Rhiannon Lennox"]),
    (
        "pn-1-02",
        "which network is Slow Breath on?",
        ["Slow Breath"],
        [(NETWORK, "->")],
        ["Bluewire Pods"],
    ),
    (
        "pn-1-03",
        "Ballot Box Bingo producer",
        ["Ballot Box Bingo"],
        [(PRODUCER, "->")],
        ["Dev Mbeki"],
    ),
    (
        "pn-1-04",
        "what podcasts does Juno Jamieson present",
        ["Juno Jamieson"],
        [(HOST, "<-")],
        ["Kitchen Table Money", "Tiny Humans"],
    ),
    (
        "pn-1-05",
        "who buys ad slots on Ink and Bones",
        ["Ink and Bones"],
        [(SPONSOR, "->")],
        ["Nimbus Bank", "Quillfeather Mattresses", "Tallow & Rye Razors"],
    ),
    (
        "pn-1-06",
        "what prizes has Dead Reckoning picked up",
        ["Dead Reckoning"],
        [(AWARD, "->")],
        ["Audio Guild Documentary Prize", "Listeners' Choice Award"],
    ),
    (
        "pn-1-07",
        "Ghosts of the Quay started life as a spin-off of which show?",
        ["Ghosts of the Quay"],
        [(SPINOFF, "->")],
        ["Dead Reckoning"],
    ),
    (
        "pn-1-08",
        "list every Café Noir episode",
        ["Café Noir"],
        [(SERIES, "<-")],
        [
            "The Last Manuscript",
            "The Long Ballot",
            "The Midnight Suitcase",
            "The Salted Comet",
            "The Secret Harvest",
            "The Wrong Verdict",
        ],
    ),
    (
        "pn-1-09",
        "who was on The Long Comet",
        ["The Long Comet"],
        [(GUEST, "->")],
        ["Juno Jamieson", "Ollie Fenwick", "Rhiannon Evans-Pryce"],
    ),
    (
        "pn-1-10",
        "where did they tape The Wrong Ferry",
        ["The Wrong Ferry"],
        [(STUDIO, "->")],
        ["Attic Nine"],
    ),
    (
        "pn-1-11",
        "what does Effie Yeardley do for a living",
        ["Effie Yeardley"],
        [(OCCUPATION, "->")],
        ["economist"],
    ),
    (
        "pn-1-12",
        "where's Sol Penhaligon from originally",
        ["Sol Penhaligon"],
        [(HOMETOWN, "->")],
        ["Lac-Verdier"],
    ),
    (
        "pn-1-13",
        "where did Gideon Halloran work before he got into podcasting",
        ["Gideon Halloran"],
        [(FORMER, "->")],
        ["The Daily Clarion"],
    ),
    ("pn-1-14", "Owlery Audio head office city", ["Owlery Audio"], [(HQ, "->")], ["Wattlebury"]),
    (
        "pn-1-15",
        "who owns Tinfoil Radio",
        ["Tinfoil Radio"],
        [(OWNER, "->")],
        ["Harbinger Holdings"],
    ),
    (
        "pn-1-16",
        "which media agency handles Tallow & Rye Razors",
        ["Tallow & Rye Razors"],
        [(AGENCY, "->")],
        ["Dovetail Media Buying"],
    ),
    (
        "pn-1-17",
        "what language is Radio Fantasma recorded in",
        ["Radio Fantasma"],
        [(LANGUAGE, "->")],
        ["Spanish"],
    ),
    (
        "pn-1-18",
        "which producers are on the payroll at Deepcut Network",
        ["Deepcut Network"],
        [(STAFF, "<-")],
        ["Kofi Achebe", "Marek Delacroix", "Nia Delacroix", "Nia Quigley"],
    ),
    (
        "pn-1-19",
        "what kind of podcast is The Lamplighter Tales",
        ["The Lamplighter Tales"],
        [(GENRE, "->")],
        ["Fiction"],
    ),
    (
        "pn-1-20",
        "episodes Mirren Kowalczyk has guested on",
        ["Mirren Kowalczyk"],
        [(GUEST, "<-")],
        [
            "The Broken Penalty",
            "The Empty Ballot",
            "The Empty Heirloom",
            "The Uninvited Kettle",
            "The Uninvited Penalty",
        ],
    ),
    # two hops
    (
        "pn-2-01",
        "Ghosts of the Quay grew out of another show - what network is that one on",
        ["Ghosts of the Quay"],
        [(SPINOFF, "->"), (NETWORK, "->")],
        ["Owlery Audio"],
    ),
    (
        "pn-2-02",
        "where do the hosts of The Overlook Files come from",
        ["The Overlook Files"],
        [(HOST, "->"), (HOMETOWN, "->")],
        ["Kettlewick", "Lac-Verdier"],
    ),
    (
        "pn-2-03",
        "who owns the network behind Small Print",
        ["Small Print"],
        [(NETWORK, "->"), (OWNER, "->")],
        ["Harbinger Holdings"],
    ),
    (
        "pn-2-04",
        "which studios has Reel Talkers recorded at",
        ["Reel Talkers"],
        [(SERIES, "<-"), (STUDIO, "->")],
        [
            "Foghorn Sound",
            "Lantern Row Audio",
            "Pillarbox Studios",
            "Redgum Rooms",
            "Stiwdio'r Felin",
            "Studio Verdier",
        ],
    ),
    (
        "pn-2-05",
        "everyone who's been a guest on Sourdough Diaries",
        ["Sourdough Diaries"],
        [(SERIES, "<-"), (GUEST, "->")],
        [
            "Benedict Underhill",
            "Effie Yeardley",
            "Isla Nakamura",
            "Juno Fenwick",
            "Juno Jamieson",
            "Lachlan Drummond",
        ],
    ),
    (
        "pn-2-06",
        "what shows has Hana Hollis been on as a guest",
        ["Hana Hollis"],
        [(GUEST, "<-"), (SERIES, "->")],
        ["Kitchen Table Money", "Mum's the Word", "The Pale Blue Hour"],
    ),
    (
        "pn-2-07",
        "episodes taped in Greystone Harbour",
        ["Greystone Harbour"],
        [(CITY, "<-"), (STUDIO, "<-")],
        [
            "The Empty Ballot",
            "The Empty Rehearsal",
            "The Salted Tide",
            "The Second Alibi",
            "The Secret Invoice",
            "The Sunday Doorbell",
        ],
    ),
    (
        "pn-2-08",
        "which agencies place the ads we hear on Tiny Humans",
        ["Tiny Humans"],
        [(SPONSOR, "->"), (AGENCY, "->")],
        ["Ampersand & Co", "Dovetail Media Buying"],
    ),
    (
        "pn-2-09",
        "shows made by producers who grew up in Port Rennick",
        ["Port Rennick"],
        [(HOMETOWN, "<-"), (PRODUCER, "<-")],
        [
            "Ballot Box Bingo",
            "Bodies in the Bog",
            "Kitchen Table Money",
            "Laughing Gas",
            "Le Petit Labo",
        ],
    ),
    (
        "pn-2-10",
        "what country is Redgum Rooms in",
        ["Redgum Rooms"],
        [(CITY, "->"), (COUNTRY, "->")],
        ["Australia"],
    ),
    (
        "pn-2-11",
        "Le Petit Labo's producer - which network employs them",
        ["Le Petit Labo"],
        [(PRODUCER, "->"), (STAFF, "->")],
        ["Porchlight Podcasts"],
    ),
    (
        "pn-2-12",
        "what else is on the same network as Venture Lab",
        ["Venture Lab"],
        [(NETWORK, "->"), (NETWORK, "<-")],
        ["Bodies in the Bog", "Boot Room Confidential", "Corridor Whispers", "Venture Lab"],
    ),
    (
        "pn-2-13",
        "what jobs do the guests of The Empty Rehearsal have",
        ["The Empty Rehearsal"],
        [(GUEST, "->"), (OCCUPATION, "->")],
        ["historian", "member of parliament"],
    ),
    (
        "pn-2-14",
        "which station or paper did Popcorn Jury's presenters used to work for",
        ["Popcorn Jury"],
        [(HOST, "->"), (FORMER, "->")],
        ["The Weekly Lantern"],
    ),
    (
        "pn-2-15",
        "has any Loudhouse Audio show had a spin-off",
        ["Loudhouse Audio"],
        [(NETWORK, "<-"), (SPINOFF, "<-")],
        ["The Verdict Is Out"],
    ),
    (
        "pn-2-16",
        "what podcasts does Ampersand & Co buy ads on for its clients",
        ["Ampersand & Co"],
        [(AGENCY, "<-"), (SPONSOR, "<-")],
        [
            "Bodies in the Bog",
            "Boot Room Confidential",
            "Corridor Whispers",
            "Half-Time Oranges",
            "Ink and Bones",
            "Kitchen Table Money",
            "Le Petit Labo",
            "Night Shift Science",
            "Tiny Humans",
        ],
    ),
    (
        "pn-2-17",
        "awards won by true crime pods",
        ["True Crime"],
        [(GENRE, "<-"), (AWARD, "->")],
        ["Golden Mic for Best True Crime", "Listeners' Choice Award"],
    ),
    (
        "pn-2-18",
        "who are the hosts on the shows Kezia Delacroix produces",
        ["Kezia Delacroix"],
        [(PRODUCER, "<-"), (HOST, "->")],
        ["Juno Jamieson", "Wes Brannigan"],
    ),
    (
        "pn-2-19",
        "hometowns of Deepcut Network's producers",
        ["Deepcut Network"],
        [(STAFF, "<-"), (HOMETOWN, "->")],
        ["Brackenford", "Coralline Bay", "Kowhai Springs", "Wattlebury"],
    ),
    (
        "pn-2-20",
        "Bronwen Achebe and her co-hosts",
        ["Bronwen Achebe"],
        [(HOST, "<-"), (HOST, "->")],
        ["Bronwen Achebe", "Bronwen Iredale", "Ollie Mbeki"],
    ),
    # three hops
    (
        "pn-3-01",
        "which country is the network that puts out Corridor Whispers based in",
        ["Corridor Whispers"],
        [(NETWORK, "->"), (HQ, "->"), (COUNTRY, "->")],
        ["United Kingdom"],
    ),
    (
        "pn-3-02",
        "where were Radio Fantasma's guests from",
        ["Radio Fantasma"],
        [(SERIES, "<-"), (GUEST, "->"), (HOMETOWN, "->")],
        ["Coralline Bay", "Kowhai Springs", "Lac-Verdier", "Saltmarket", "Tarnwick"],
    ),
    (
        "pn-3-03",
        "cities Le Petit Labo has been recorded in",
        ["Le Petit Labo"],
        [(SERIES, "<-"), (STUDIO, "->"), (CITY, "->")],
        [
            "Aberhenfelen",
            "Brackenford",
            "Greystone Harbour",
            "Kettlewick",
            "Port Rennick",
            "Saltmarket",
            "Wattlebury",
        ],
    ),
    (
        "pn-3-04",
        "what do the people Ink and Bones has had on as guests do",
        ["Ink and Bones"],
        [(SERIES, "<-"), (GUEST, "->"), (OCCUPATION, "->")],
        ["astrophysicist", "marine biologist", "novelist", "stand-up comedian"],
    ),
    (
        "pn-3-05",
        "Gwen Lennox has been a guest on a few shows - which networks are they on",
        ["Gwen Lennox"],
        [(GUEST, "<-"), (SERIES, "->"), (NETWORK, "->")],
        ["Deepcut Network", "Loudhouse Audio", "Tinfoil Radio"],
    ),
    (
        "pn-3-06",
        "who employs the producer of the show The Quiet Invoice is an episode of",
        ["The Quiet Invoice"],
        [(SERIES, "->"), (PRODUCER, "->"), (STAFF, "->")],
        ["Bluewire Pods"],
    ),
    (
        "pn-3-07",
        "media agencies behind the ads on Owlery Audio podcasts",
        ["Owlery Audio"],
        [(NETWORK, "<-"), (SPONSOR, "->"), (AGENCY, "->")],
        [
            "Ampersand & Co",
            "Dovetail Media Buying",
            "Fathom Audio Ads",
            "Redkite Partners",
            "Sidebar Agency",
        ],
    ),
    (
        "pn-3-08",
        "who hosts the shows on the networks Calloway Publishing owns",
        ["Calloway Publishing"],
        [(OWNER, "<-"), (NETWORK, "<-"), (HOST, "->")],
        ["Juno Jamieson", "Juno Mbeki", "Kezia Varga"],
    ),
    (
        "pn-3-09",
        "the show Boot Room Confidential was spun off from, where does it record",
        ["Boot Room Confidential"],
        [(SPINOFF, "->"), (SERIES, "<-"), (STUDIO, "->")],
        ["Studio Verdier"],
    ),
    (
        "pn-3-10",
        "which shows have had ex-Talk 101 people on as guests",
        ["Talk 101"],
        [(FORMER, "<-"), (GUEST, "<-"), (SERIES, "->")],
        [
            "Boot Room Confidential",
            "Café Noir",
            "Ghosts of the Quay",
            "Half-Time Oranges",
            "Night Shift Science",
            "Reel Talkers",
            "Small Print",
            "The Long Lunch",
        ],
    ),
    (
        "pn-3-11",
        "The Verdict Is Out came from another show; where is that show's producer from?",
        ["The Verdict Is Out"],
        [(SPINOFF, "->"), (PRODUCER, "->"), (HOMETOWN, "->")],
        ["Port Rennick"],
    ),
    (
        "pn-3-12",
        "what countries do the astrophysicists come from",
        ["astrophysicist"],
        [(OCCUPATION, "<-"), (HOMETOWN, "->"), (COUNTRY, "->")],
        ["Canada", "Ireland", "New Zealand", "United Kingdom"],
    ),
    (
        "pn-3-13",
        "home towns of the hosts of Listeners' Choice Award winners",
        ["Listeners' Choice Award"],
        [(AWARD, "<-"), (HOST, "->"), (HOMETOWN, "->")],
        ["Brackenford", "Lac-Verdier", "Saltmarket"],
    ),
    (
        "pn-3-14",
        "who has been a guest on an episode taped in Holloway Cross",
        ["Holloway Cross"],
        [(CITY, "<-"), (STUDIO, "<-"), (GUEST, "->")],
        [
            "Bronwen Baptiste",
            "Isla Baptiste",
            "Ollie Mbeki",
            "Rhiannon Evans-Pryce",
            "Tegan Drummond",
            "Umar Eastwood",
        ],
    ),
    (
        "pn-3-15",
        "brands advertising on podcasts from the network Kofi Achebe works at",
        ["Kofi Achebe"],
        [(STAFF, "->"), (NETWORK, "<-"), (SPONSOR, "->")],
        [
            "Brightmoss VPN",
            "Gritstone Boots",
            "Marlow Mint Gum",
            "Puddle Pet Food",
            "Quillfeather Mattresses",
            "Zephyr Hearing",
        ],
    ),
    # names not in the graph
    ("pn-n-01", "who hosts Midnight in Marrakesh", 1),
    ("pn-n-02", "which network owns The Quarterly Grudge podcast", 2),
    ("pn-n-03", "where is Soundhaven Studios", 1),
    ("pn-n-04", "producer of Crumbs and Confessions", 1),
    ("pn-n-05", "what shows has Barnaby Oyelaran been a guest on", 2),
    # relations the graph lacks
    ("pn-l-01", "how many downloads does Laughing Gas get", ["Laughing Gas"], 1, "download count"),
    ("pn-l-02", "when did Dead Reckoning first air", ["Dead Reckoning"], 1, "launch date"),
    ("pn-l-03", "how long are Slow Breath episodes usually", ["Slow Breath"], 1, "episode length"),
    ("pn-l-04", "what's the RSS feed for Small Print", ["Small Print"], 1, "RSS feed"),
    ("pn-l-05", "how old is Rhiannon Lennox", ["Rhiannon Lennox"], 1, "age"),
    ("pn-l-06", "Quillfeather Mattresses promo code", ["Quillfeather Mattresses"], 1, "promo code"),
    ("pn-l-07", "how much does Owlery Audio pay its hosts", ["Owlery Audio"], 1, "host pay"),
    (
        "pn-l-08",
        "what star rating has The Long Lunch got on the apps",
        ["The Long Lunch"],
        1,
        "listener rating",
    ),
    (
        "pn-l-09",
        "how many people work at Kettle Street Media",
        ["Kettle Street Media"],
        1,
        "headcount",
    ),
    ("pn-l-10", "when did The Secret Recipe come out", ["The Secret Recipe"], 1, "release date"),
    ("pn-l-11", "Zara Delacroix instagram handle", ["Zara Delacroix"], 1, "social media handle"),
    ("pn-l-12", "who owns Static & Sons", ["Static & Sons"], 1, "none for entity: ParentCompany"),
    ("pn-l-13", "who sponsors Slow Breath", ["Slow Breath"], 1, "none for entity: sponsoredBy"),
    (
        "pn-l-14",
        "which studio was The Hollow Lullaby recorded in",
        ["The Hollow Lullaby"],
        1,
        "none for entity: rec@",
    ),
    (
        "pn-l-15",
        "what did Bronwen Halloran do before podcasts",
        ["Bronwen Halloran"],
        1,
        "none for entity: ex_employer",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4243), range(10000), "{:04d}~pn")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
