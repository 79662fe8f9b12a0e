/**
 * Small hand-written lexicons for the rule NER. They are deliberately short: the rules lean on
 * context and shape, and the lexicons only break ties (is this capitalised word a given name, a
 * country, or just an English word that starts a sentence?). Written for this project.
 */

const set = (s: string): ReadonlySet<string> =>
  new Set(
    s
      .trim()
      .split(/\s*\|\s*|\s*\n\s*/)
      .filter((w) => w.length > 0),
  );

/** Sovereign states and a few common territories/short forms, lower-case. */
export const COUNTRIES = set(`
afghanistan|albania|algeria|andorra|angola|antigua and barbuda|argentina|armenia|australia|austria|azerbaijan
bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|bosnia and herzegovina|botswana|brazil
brunei|bulgaria|burkina faso|burundi|cabo verde|cape verde|cambodia|cameroon|canada|central african republic|chad|chile
china|colombia|comoros|congo|costa rica|croatia|cuba|cyprus|czechia|czech republic|denmark|djibouti|dominica
dominican republic|ecuador|egypt|el salvador|equatorial guinea|eritrea|estonia|eswatini|swaziland|ethiopia|fiji|finland
france|gabon|gambia|georgia|germany|ghana|greece|grenada|guatemala|guinea|guinea-bissau|guyana|haiti|honduras|hungary
iceland|india|indonesia|iran|iraq|ireland|israel|italy|ivory coast|jamaica|japan|jordan|kazakhstan|kenya|kiribati
kosovo|kuwait|kyrgyzstan|laos|latvia|lebanon|lesotho|liberia|libya|liechtenstein|lithuania|luxembourg|madagascar
malawi|malaysia|maldives|mali|malta|marshall islands|mauritania|mauritius|mexico|micronesia|moldova|monaco|mongolia
montenegro|morocco|mozambique|myanmar|burma|namibia|nauru|nepal|netherlands|holland|new zealand|nicaragua|niger|nigeria
north korea|north macedonia|macedonia|norway|oman|pakistan|palau|palestine|panama|papua new guinea|paraguay|peru
philippines|poland|portugal|qatar|romania|russia|russian federation|rwanda|saint kitts and nevis|saint lucia
saint vincent and the grenadines|samoa|san marino|sao tome and principe|saudi arabia|senegal|serbia|seychelles
sierra leone|singapore|slovakia|slovenia|solomon islands|somalia|south africa|south korea|korea|south sudan|spain
sri lanka|sudan|suriname|sweden|switzerland|syria|taiwan|tajikistan|tanzania|thailand|timor-leste|east timor|togo|tonga
trinidad and tobago|tunisia|turkey|türkiye|turkmenistan|tuvalu|uganda|ukraine|united arab emirates|uae
united kingdom|uk|great britain|britain|england|scotland|wales|northern ireland|united states|united states of america
usa|us|america|uruguay|uzbekistan|vanuatu|vatican city|holy see|venezuela|vietnam|viet nam|yemen|zambia|zimbabwe
greenland|faroe islands|puerto rico|hong kong|macau|aruba|curaçao|bermuda|gibraltar|guam|new caledonia
french polynesia|réunion|martinique|guadeloupe|cayman islands|isle of man|jersey|guernsey|western sahara
`);

/** US states (names, lower-case) — used as location evidence. */
export const US_STATES = set(`
alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|idaho|illinois|indiana|iowa
kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada
new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania
rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming
`);

/** A handful of world cities too famous to miss; not an attempt at coverage. */
export const CITIES = set(`
london|paris|berlin|madrid|rome|lisbon|dublin|amsterdam|brussels|vienna|prague|warsaw|budapest|athens|stockholm|oslo
copenhagen|helsinki|reykjavík|reykjavik|zurich|zürich|geneva|munich|hamburg|frankfurt|milan|barcelona|moscow|istanbul
new york|los angeles|chicago|houston|san francisco|seattle|boston|miami|toronto|montreal|vancouver|mexico city
são paulo|sao paulo|rio de janeiro|buenos aires|lima|bogotá|bogota|santiago|tokyo|osaka|beijing|shanghai|seoul
mumbai|delhi|new delhi|bangalore|bengaluru|chennai|kolkata|karachi|lahore|dhaka|bangkok|singapore|jakarta|manila
sydney|melbourne|auckland|cairo|lagos|nairobi|johannesburg|cape town|dubai|tel aviv|jerusalem|riyadh|tehran
`);

export const HONORIFICS = set(`
mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|reverend|fr|father|sr|sra|srta|herr|frau|mme|mlle|madame
monsieur|señor|señora|sig|signor|signora|capt|captain|col|colonel|gen|general|lt|sgt|judge|hon|mister|doctor
`);

/** Lower-case particles that sit inside names: "Donald van der Voet", "Jacob van Gameren". */
export const NAME_PARTICLES = set(
  `van|der|den|de|del|della|dela|delos|di|da|dos|das|do|du|von|zu|le|la|ter|ten|bin|bint|ibn|al|el|y|af|av|mac|st`,
);

/** Last tokens that make a capitalised run an organisation. */
export const ORG_SUFFIXES = set(`
ltd|ltd.|limited|inc|inc.|incorporated|llc|l.l.c.|llp|plc|corp|corp.|corporation|company|co|co.|gmbh|ag|sa|s.a.|sas|sarl
bv|b.v.|nv|n.v.|oy|ab|as|asa|aps|kg|spa|s.p.a.|srl|s.r.l.|pty|pte|group|holdings|partners|associates|foundation
institute|university|college|school|academy|bank|agency|services|solutions|technologies|technology|systems|networks
labs|laboratories|studios|media|consulting|maintenance|industries|enterprises|international|trust|fund|council
ministry|department|association|society|club|hospital|clinic|pharmaceuticals|software|data|analytics|capital|ventures
insurance|airlines|airways|motors|energy|logistics|partnership|firm|lab|census|nation|explorer|network|web services
ltda|ltda.|pvt|pvt.|kft|zrt|bhd|tbk|eireli|s.r.o.
`);

/**
 * Organisation suffixes that are everyday nouns too ("my investments", "foods"): they end an organisation's name only
 * when capitalised, also in all-lower-case writing (issue 18).
 */
export const CAPPED_ORG_SUFFIXES = set(`
robotics|biosciences|therapeutics|biotech|pharma|entertainment|publishing|realty|construction|builders|electronics
communications|telecom|wireless|automotive|foods|brands|manufacturing|mutual|investments|securities|advisors|freight
railways|hotels|resorts|brothers|bros|cooperative|studio|united|fc
dynamics|innovations|interactive|designs|productions|aerospace|genomics|biologics|informatics
consultants|outsourcing|recruitment|semiconductor|semiconductors|pharmaceutical|biopharma|fintech|co-op|coop|isd|cu|fcu
solar|athletics|resort|roasters|apparel|cosmetics|unlimited
`);

/**
 * Last words of a business's or an institution's name that are also everyday nouns ("the help center", "the corner
 * store"): they end an organisation's name only when capitalised and when another word of the name could be a name
 * ("Pinecrest Credit Union", "Ashford Community Center", "Halvorsen Supply"), not "Help Center" (issue 18). Session 28
 * added a clinic's, a lender's, a landlord's and a trade's words ("Sunline Pathology", "Meezan Auto Finance",
 * "Crestline Residential", "SUNBELT RENTALS"); session 46 a law firm's, a farm's, a lab's and a studio's ("Thornbury Legal",
 * "Oakridge Farms", "Northgate Research", "Sakura Digital", "Nimbus Works").
 */
export const NAMED_ORG_SUFFIXES = set(`
union|center|centre|bureau|commission|authority|collective|press|pictures|outfitters|supply|supplies|pharmacy|dental
bakery|cafe|café|restaurant|bistro|diner|hotel|inn|motel|garage|market|markets|store|stores|boutique|salon|workshop
brewery|winery|distillery|hardware|furniture|grill|pizzeria|tavern|pub|deli|cleaners|florist|jewelers|jewellers
mart|shoppe|emporium|optical|kennels|tailors|body|medicine|health|healthcare|loans|lending|cleaning|plumbing|roofing|landscaping|bbq|trucking|staffing
pathology|diagnostics|dentistry|orthodontics|pediatrics|paediatrics|radiology|imaging|chiropractic|veterinary|rentals|finance
shipping|residential|towing|storage|movers|properties|apartments|elementary|preschool|montessori|daycare
fitness|gym|travel|tours|transport|transportation|printing|paving|electric|mechanical|heating|hvac|tires|motorsports
marketing|rehabilitation|counseling|counselling|therapy|wellness|ministries|engineering|sciences
library|church|cathedral|parish|mosque|synagogue|temple
legal|farms|research|digital|works|bio|dairy|forum|tech
homes|interiors|lettings|mortgage|mortgages|water|cardiology|dermatology|oncology|orthopedics|orthopaedics|neurology|urology
podiatry|physiotherapy|fellowship|appraisals|tutoring|catering|repair|auto|steel|security|creative|collections
rovers|wanderers|albion|hornets|wildcats|bulldogs|panthers|raiders|warriors|spartans|mustangs|cougars|wolves|eagles|falcons|hawks|harriers
`);

/** Well-known organisations (single tokens that no rule would otherwise tell from a surname). */
export const KNOWN_ORGS = set(`
google|microsoft|amazon|apple|meta|facebook|ibm|intel|oracle|netflix|tesla|samsung|sony|nokia|siemens|toyota|uber
airbnb|spotify|twitter|openai|anthropic|nvidia|adobe|salesforce|paypal|visa|mastercard|walmart|starbucks|mcdonald's
unicef|unesco|nato|fbi|cia|nasa|who|bbc|cnn|reuters|mapquest|redfin|linkedin|yahoo|ebay|dropbox|github|gitlab
`);

/** Street-type words, lower-case, matched with an optional trailing dot. */
export const STREET_TYPES = set(`
street|st|avenue|ave|av|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|square|sq|terrace|ter|parkway
pkwy|highway|hwy|circle|cir|close|crescent|cres|gardens|gdns|row|walk|trail|trl|alley|plaza|hill|park|path|mews|grove
expressway|freeway|turnpike|pike|loop|run|point|pt|ridge|view|vista|heights|hts|estate|estates|manor|green|rise
crossing|junction|jct|station|harbor|harbour|port|landing|bypass|causeway|creek|falls|ferry|fort|glen|haven|island
key|knoll|lake|lakes|meadow|meadows|mill|mills|orchard|pass|pines|shore|shores|spring|springs|summit|valley|village
villa|villas|wells|woods|stravenue|throughway|underpass|via|wharf
`);

/** Street-type words that PRECEDE the name in Romance/other languages. */
export const STREET_PREFIXES = set(`
rue|via|viale|vicolo|piazza|piazzale|corso|largo|strada|contrada|calle|carrer|camino|camiño|avenida|avinguda|paseo
passeig|plaza|plaça|praça|praca|rua|travessa|estrada|alameda|rambla|ronda|callejón|cuesta|boulevard|bd|chemin|allée
allee|impasse|quai|cours|route|place|square|avenue|chaussée|ulica|ul|aleja|al|utca|út|ut|odos|leoforos|strasse|ulitsa
prospekt|pereulok|jalan|jl|calzada|carretera|vía|praia|beco|ladeira|rodovia|sokak|cadde|caddesi
`);

/** Compound street endings (German/Dutch/Nordic/etc.): "Hauptstraße", "Vesturgata", "machelsesteenweg". */
export const STREET_ENDINGS =
  /^(?:tér|út|utca|u\.|rakpart|körút|köz|fasor|sétány|sor|ulica|aleja|náměstí|nábřeží|třída|gade|vej|weg|straat|laan)$|(?:stra(?:ss|ß)e|stasse|str\.|weg|laan|straat|plein|gracht|kade|singel|dreef|dijk|vej|vägen|väg|gatan|gata|gade|gården|veien|vegen|vei|tie|katu|kuja|polku|tori|utca|steenweg|plaats|allee|gasse|platz|damm|ufer|ring|markt|hof|berg|torget|stræde|stien|bakken|vägen|rinne|tee|puiestee)$/i;

export const SECONDARY_UNIT =
  /\b(?:apt\.?|apartment|suite|ste\.?|unit|flat|floor|fl\.?|room|rm\.?|bldg\.?|building|lot|space|dept\.?|piso|étage|etage|wohnung)\s*#?\s*\d+[a-z]?\b/giu;

/**
 * Common given names across languages (lower-case). Used only as tie-break evidence next to a
 * capitalised run or after a person trigger; never as a stand-alone detector for lower-case words.
 */
export const GIVEN_NAMES = set(`
james|john|robert|michael|william|david|richard|joseph|thomas|charles|christopher|daniel|matthew|anthony|mark|donald
steven|paul|andrew|joshua|kenneth|kevin|brian|george|timothy|ronald|edward|jason|jeffrey|ryan|jacob|gary|nicholas|eric
jonathan|stephen|larry|justin|scott|brandon|benjamin|samuel|gregory|alexander|frank|patrick|raymond|jack|dennis|jerry
tyler|aaron|jose|adam|nathan|henry|douglas|zachary|peter|kyle|walter|ethan|jeremy|harold|keith|christian|roger|noah
gerald|carl|terry|sean|austin|arthur|lawrence|jesse|dylan|bryan|joe|jordan|billy|bruce|albert|willie|gabriel|logan
alan|juan|wayne|roy|ralph|randy|eugene|vincent|russell|elijah|louis|bobby|philip|johnny|derek|nathaniel|harrison
mary|patricia|jennifer|linda|elizabeth|barbara|susan|jessica|sarah|karen|nancy|lisa|betty|margaret|sandra|ashley
kimberly|emily|donna|michelle|dorothy|carol|amanda|melissa|deborah|stephanie|rebecca|sharon|laura|cynthia|kathleen
amy|shirley|angela|helen|anna|brenda|pamela|nicole|emma|samantha|katherine|christine|debra|rachel|catherine|carolyn
janet|ruth|maria|heather|diane|virginia|julie|joyce|victoria|olivia|kelly|christina|lauren|joan|evelyn|judith|megan
cheryl|andrea|hannah|martha|jacqueline|frances|gloria|ann|teresa|kathryn|sara|janice|jean|alice|madison|doris|abigail
julia|judy|grace|denise|amber|marilyn|beverly|danielle|theresa|sophia|marie|diana|brittany|natalie|isabella|charlotte
rose|alexis|kayla|tamara|georgina|natasha|paula|chloe|zoe|lily|ella|mia|ava|harper|leah|claire|lucy
hans|jürgen|klaus|stefan|wolfgang|andreas|michael|thomas|uwe|jörg|dieter|günter|helmut|karl|heinz|werner|manfred
ursula|monika|petra|sabine|renate|helga|karin|brigitte|ingrid|gisela|susanne|birgit|katrin|anja|heike|silke|jutta
jean|pierre|michel|philippe|alain|nicolas|christophe|patrick|françois|laurent|julien|sébastien|olivier|mathieu|antoine
marie|nathalie|isabelle|sylvie|catherine|françoise|valérie|sandrine|sophie|céline|camille|chantal|élodie|manon|léa
giuseppe|giovanni|antonio|mario|luigi|francesco|angelo|vincenzo|pietro|salvatore|carlo|franco|domenico|bruno|paolo
giulia|francesca|chiara|sara|martina|valentina|alessandra|federica|silvia|elena|marco|luca|andrea|matteo|lorenzo
josé|juan|manuel|francisco|jesús|javier|carlos|miguel|rafael|pedro|pablo|alejandro|fernando|luis|sergio|jorge|alberto
carmen|dolores|pilar|isabel|lucía|paula|laura|marta|cristina|raquel|rosa|ana|beatriz|teresa|gabriela|fernanda|camila
joão|antónio|rui|tiago|gonçalo|diogo|bruno|rodrigo|marcelo|leonardo|gustavo|felipe|mateus|thiago|vitória|beatriz
lars|anders|erik|nils|jan|karl|johan|mikael|björn|sven|magnus|ole|jens|henrik|søren|rasmus|mads|kristoffer
anna|eva|karin|kristina|lena|maria|ingrid|astrid|sigrid|kirsten|mette|hanne|inger|liv|solveig|freya|helga|linnea
jón|guðrún|sigurður|gunnar|ólafur|kristín|einar|birgir|leena|juha|jukka|mikko|timo|matti|pekka|anu|päivi|tuula
jan|piotr|krzysztof|andrzej|tomasz|paweł|marcin|michał|anna|katarzyna|małgorzata|agnieszka|ewa|magdalena|joanna
ivan|dmitri|sergei|alexei|andrei|vladimir|nikolai|mikhail|olga|tatiana|natalia|svetlana|irina|elena|yulia|anastasia
milan|marko|nikola|stefan|dragan|zoran|goran|ivana|jelena|marija|ana|petar|luka|tomislav|dušan|miloš|vesna
jan|pieter|johannes|hendrik|willem|cornelis|dirk|bart|bram|sanne|femke|anouk|lotte|eline|daan|sem|ruben
wei|fang|jing|yan|hui|ming|hiroshi|takashi|yuki|haruto|sakura|yui|kenji|akira|satoshi|aiko
ji-woo|min-jun|seo-yeon|hyun|muhammad|mohammed|ahmed|ali|omar|hassan|hussein|fatima|aisha|khadija|yusuf
ibrahim|mustafa|mehmet|ayşe|fatma|emre|raj|rahul|amit|priya|anita|sunita|vijay|sanjay|arjun|deepak|pooja|neha
abigail|ada|adrian|agnes|aidan|alba|albert|alex|alexandra|alfred|alicia|alison|allan|alma|alvin|amelia|andre|andrés
angel|angelica|angelina|angie|annie|antonia|april|ariana|ariel|arnold|aubrey|audrey|aurora|axel|barry|beatrice|becky|ben
bernard|bernadette|bert|beth|betsy|bianca|blake|bob|bonnie|boris|brad|bradley|brady|brett|bridget|brooke|bryce
caleb|calvin|cameron|candice|cara|carla|carlos|carmen|caroline|carrie|casey|cassandra|cecilia|cedric|celia|chad
chase|chelsea|chester|chris|christie|christy|cindy|claire|clara|clarence|claude|claudia|clay|clayton|clifford|clint
clyde|cody|colin|colleen|connie|connor|constance|cora|corey|courtney|craig|crystal|curtis|cynthia|daisy|dale|dallas
damian|damon|dana|dane|darlene|darrell|darren|darryl|dave|dawn|dean|deanna|debbie|delia|della|derrick|desiree|devin
dexter|diego|dolores|dominic|don|donovan|dora|doug|drew|duane|dustin|dwight|earl|eddie|edgar|edith|edna|eduardo
edwin|eileen|elaine|eleanor|eli|eliza|ella|ellen|ellie|elliot|eloise|elsa|elsie|emil|emilia|emmanuel|enrique|erica
erin|ernest|esther|ethel|eugenia|eunice|eva|evan|everett|felix|fiona|flora|florence|floyd|forrest|francis
freddie|frederick|gabriela|gail|gavin|gemma|gene|geoffrey|georgia|gerard|gilbert|gina|ginger|gladys|glen|glenn|gordon
greg|gretchen|gwen|hailey|hank|harriet|harry|harvey|hazel|hector|heidi|herbert|herman|holly|homer
howard|hugh|hugo|ian|ida|ignacio|imogen|inez|irene|iris|irma|isaac|isaiah|ivy|jackie|jaime|jake|jamie|jana|jane
janine|jared|jasmine|javier|jay|jeanette|jeanne|jeff|jenna|jenny|jeremiah|jerome|jessie|jill|jim|jimmy|joanna
joanne|jody|joel|joey|johanna|josh|josephine|juanita|jules|june|justine|kara|karl|kate|kathy|katie|katrina|kay
keira|kelvin|kendra|kent|kerry|kim|kirk|kristen|kristin|kurt|kylie|lana|lance|lara|leo|leon|leona|leonard|leslie
lester|lewis|lillian|lindsay|lindsey|lionel|lloyd|lois|lola|lonnie|lora|loretta|lorraine|lou|louise|lucas|lucille
luke|lydia|lynn|mabel|mack|maggie|malcolm|mandy|marc|marcia|marco|marcus|margaret|margot|marian|marianne|marilyn
mario|marion|marjorie|marlene|marsha|marshall|marvin|maureen|maxine|melanie|melinda|melvin|mercedes|meredith
micheal|mike|mildred|miles|milton|miranda|miriam|misty|mitchell|molly|morgan|morris|myra|myrtle|nadia|nancy|naomi
neil|nellie|nelson|nick|nina|noel|nora|norma|norman|oliver|olive|omar|opal|orlando|oscar|otis|owen|pam|patsy
patty|pearl|peggy|penny|percy|perry|phil|phoebe|phyllis|preston|priscilla|quentin|rachael|rafael|ramon|randall|rebekah
regina|reginald|rene|rex|rhonda|ricardo|rick|ricky|rita|robbie|roberta|robin|rochelle|rodney|roland|ron|ronnie
rosa|rosalie|rosemary|ross|roxanne|ruby|rudolph|rudy|rufus|russ|sabrina|sadie|sally|salvador|sam|sammy|sandy|santiago
sasha|saul|selena|seth|shane|shannon|shaun|shawn|sheila|shelby|sheldon|shelly|sherman|sherry|sidney|simon|sonia
sonya|spencer|stacey|stacy|stan|stanley|stella|susie|suzanne|sylvia|tabitha|tammy|tanya|tara|ted|teddy|terrence
tessa|theo|theodore|tiffany|tim|tina|toby|todd|tom|tommy|toni|tony|tracey|traci|tracy|travis|trent|trevor|troy|trudy
ursula|valerie|vanessa|vera|vernon|veronica|vicki|vickie|victor|vince|viola|violet|vivian|wade|wallace|walter|wanda
warren|wendy|wesley|whitney|wilbur|wilma|winston|xavier|yolanda|yvette|yvonne|zachary|zane|zelda
aleksandr|aleksandra|bogdan|bohdan|borys|darya|dmytro|ekaterina|galina|igor|ilya|katya|kirill|ksenia|lyudmila|maxim
nadezhda|oleg|oksana|pavel|roman|ruslan|sasha|sofia|stanislav|taras|vadim|valentina|vasily|viktor|yaroslav|yevgeny
zofia|zuzana|jakub|jiří|josef|karel|lukáš|martin|ondřej|petr|tomáš|václav|zdeněk|eva|hana|jana|lenka|lucie|markéta
marek|bartosz|dawid|kamil|łukasz|mateusz|szymon|wojciech|beata|dorota|iwona|justyna|karolina|monika|natalia|renata
zsófia|zoltán|lászló|istván|péter|gábor|attila|tamás|ferenc|eszter|katalin|erzsébet|judit|krisztina|ildikó|gréta
ioana|andreea|mihai|cristian|florin|radu|bogdana|elena|georgios|dimitris|nikos|konstantinos|eleni|maria|sofia
aleksander|ivana|ivo|davor|damir|dario|mirko|sanja|snežana|biljana|dragana|nenad|slobodan|vladimir|miroslav
oskar|emil|viktor|axel|ludwig|friedrich|gerhard|günther|horst|jens|kai|lukas|maximilian|niklas|tobias|felix|paul
lea|lena|leonie|marlene|mia|hanna|johanna|lara|lisa|luisa|charlotte|frieda|greta|ida|ella|emilia|clara|maja|nele
baptiste|benoît|cédric|damien|didier|émile|étienne|fabien|florian|gaston|guillaume|hugues|jacques|jérôme|lucien|marcel
maxime|raphaël|rémi|thierry|yves|agathe|amélie|aurélie|brigitte|colette|corinne|delphine|émilie|geneviève|hélène
jeanne|josiane|juliette|léonie|lucie|margaux|martine|mathilde|mireille|monique|océane|odette|pauline|solène|yvette
alessandro|alessio|daniele|davide|emanuele|fabio|gianluca|giorgio|massimo|maurizio|nicola|riccardo|roberto|simone
stefano|tommaso|vittorio|alessia|anna|arianna|beatrice|camilla|elisa|eleonora|gaia|giorgia|ilaria|laura|lucia|marta
alejandra|alicia|andrés|ángel|antonio|catalina|cristóbal|diego|eduardo|emilio|esteban|gonzalo|guillermo|ignacio|iván
joaquín|julián|lorena|lourdes|marisol|mercedes|nicolás|patricio|ramiro|ricardo|rocío|rodrigo|salvador|santiago|sofía
valeria|ximena|yolanda|adriana|bruna|caio|cauã|daniela|davi|eduarda|enzo|heitor|isadora|larissa|letícia|luana|murilo
bjørn|eirik|geir|håkon|ingrid|kjell|knut|leif|øystein|ragnhild|sigrid|sindre|stein|terje|tor|trond|vegard
åsa|elin|emelie|frida|hedvig|ingela|jonna|linnéa|malin|märta|sanna|tove|ulrika|agnetha|dag|gustav|håkan|ingvar|jonas
mats|oskar|pontus|ulf|birgitta|dorte|hanne|jette|lone|pia|tine|trine|anders|claus|esben|frederik|jesper|kasper|morten
aino|eino|elina|hannu|heikki|ilkka|jari|kari|marja|outi|pirjo|riikka|sari|seppo|tapani|tiina|ville|ingibjörg|sigríður
aarav|aditya|akash|anil|ankit|arun|ashok|gaurav|harish|karan|krishna|manoj|mohan|nikhil|prakash|rajesh|ravi|rohit
sachin|sandeep|suresh|varun|vikram|aishwarya|ananya|deepa|divya|kavita|lakshmi|meera|nisha|radha|rekha|shreya|sita
abdullah|ahmad|amir|anas|bilal|hamza|hassan|jamal|karim|khalid|mahmoud|mansour|nabil|rashid|samir|tariq|walid
yasmin|amina|hana|layla|leila|mariam|noor|rania|salma|samira|zahra|zeynep|elif|burak|murat|oğuz|serkan|tolga|yusuf
hiroko|kazuki|keiko|kenta|masato|mei|naoki|riku|ryo|shota|sora|takumi|tomoko|yoko|yuto|chen|hao|jun|lin|ling|qiang
tao|xiang|xin|ying|yong|zhen|zhi|bao|duc|hoa|hung|linh|minh|thanh|trang|tuan|anh|joon|minji|seojun|jiho
kwame|kofi|ama|chinedu|ngozi|oluwaseun|tunde|amara|zainab|thabo|sipho|lerato
danny|zach|zack|maya|rory|mateo|julio|raul|tomas|tomás|graciela|wilmer|jaylen|amari|kasia|sameer|bentley|bongani|aoife
amira|shanice|dontrell|ollie|jiahui|liam|aiden|sebastian|wyatt|levi|grayson|nolan|easton|colton|jaxon|brayden|avery
scarlett|luna|penelope|riley|zoey|addison|bella|skylar|everly|kinsley|aaliyah|allison|gabriella|madelyn|adeline|gianna
isla|eliana|nevaeh|piper|alexa|delilah|kaylee|brielle|madeline|darnell|deshawn|tyrone|marquis|keisha|latoya|tamika
imani|andres|ramón|héctor|arturo|óscar|joaquin|mariana|paola|guadalupe|lupe|yesenia|esperanza|araceli|leticia|youssef
ayesha|maryam|nour|ramesh|sunil|anjali|kavya|aditi|xiao|takeshi|jin|jiwoo|minjun|emeka|chioma|adaeze|kwabena|akosua
abena|themba|nomvula|tendai|tatenda|wanjiru|otieno|kamau|yuri|pawel|sinead|siobhan|niamh|ciaran|cian|oisin|padraig
fionn|saoirse|orla|aisling|mitch|dan|steve|vinny
jayden|kayden|kaden|caden|ayden|greyson|brantley|kyrie|jace|landon|asher|ezra|jalen|trevon|deandre|lamar|tyrell
makayla|mikayla|kehlani|leilani|tanisha|zaria|nia|kiara|tiana|janelle|shaniqua|maricel|rosalind|chidi|thandiwe|mpho
andile|ayaan|rohan|aroha|hemi|rangi|wiremu|anahera|keanu|kalani|ikaika
olumide|chukwuemeka|chidinma|obinna|nnamdi|uchenna|ifeoma|olusegun|temitope|babajide|folasade|yetunde|adebayo|kwadwo
akua|efua|adwoa|kojo|zanele|mandla|siyabonga|wambui|njeri|achieng|akinyi|omondi|barasa|chebet|kiprono|farhan|hamid
imran|faisal|zubair|shoaib|junaid|rizwan|nadeem|saima|farah|sadia|nasreen|rukhsana|esra|gökhan|hatice|büşra|ayelet
yael|shira|eitan|yossi|moshe|itai|ilse|lieke|joost|thijs|maarten|sione|tevita|siosaia|losana|malia|viliami|tupac|wayra
matías|agustín|facundo|florencia|agustina|dagny|torunn|ingeborg|sigurd|torbjørn|ludmila|olena|iryna|mykola|vasyl
bartholomew|cornelius|ignatius|leopold|mika|väinö|ritva|pirkko|jouni|kimmo|uma|yara|daria|inês|paulo|leandro|vinícius
juliana|huong|thuy|quang|hieu|sota|daiki|kaito|hinata|seo-jun|ha-eun|jae-won|hyun-woo|karthik|srinivas|venkat|nandini
conor|cormac|declan|eoin|oisín|ciarán|caoimhe|sinéad|ruairi|ruairí|pádraig|roisin|róisín|fionnuala|eamon|éamon|donal|dónal|colm|seamus|séamus|fergal|cathal|grainne|gráinne|clodagh|ailbhe|lavinia|genevieve|philippa|henrietta|cordelia|araminta|ottoline|hermione|perpetua|fumiko|haruka|daichi|ryota|radek|branimir|gintaras|tadeusz|zbigniew|grzegorz|przemysław|przemyslaw|jarosław|jaroslaw|mirosław|miroslaw|bożena|bozena|jadwiga|grażyna|halina|wiesław|dariusz|malakai|salote|semisi|lindiwe|ayanda|sibusiso|palesa|nyambura|torbjorn|asbjørn|asbjorn|hakon|synnøve|yevgenia|anatoly|vyacheslav|vsevolod|zinaida|gennady|noa|avraham|lior|babatunde|chinonso|funmilayo|anneliese|liesel|gunther|ulrike|jurgen|kerstin|xochitl|itzel|citlali|yolotl|maricela|teodora|ivanka|radoslav|dimitar|velislava|borislav
kazuo|kiyoshi|makoto|masaki|masako|michiko|minoru|noriko|osamu|setsuko|shigeru|shinji|toshiro|yasuko|yoshiko|yukiko|yumiko|yusuke|akiko|ayumi|chieko|eiko|emiko|hiromi|isamu|junko|kumiko|mariko|megumi|nobuko|reiko|sachiko|tatsuya|tetsuya|malgorzata|lukasz|zuzanna|wiktoria|weronika|jiri|ondrej|vojtěch|vojtech|eliška|eliska|tereza|anežka|kateřina|katerina|marketa|zdenek|bjarne|soren|niels|birthe|pernille|signe|mathias|freja|sigurdur|gudrun|jon|olafur|þórður|thordur|bjarni|antti|tuomas|paivi|satu|minna|eeva|lajos|zoltan|gabor|istvan|laszlo|tamas|bence|ágnes|erzsebet|zsofia|ildiko|joao|nuno|goncalo|duarte|afonso|matilde|leonor|jorg|rolf|heiko|anke|luuk|ruud|marloes
jess|becca|liz|lizzie|abby|allie|steph|nate|jen|jenn|kev|brianna|maddie|cassie|tori|kenny|andy|pete|frankie|gabe|izzy|lexi|tasha|jojo
`);

/**
 * Frequent English words that are capitalised at the start of a sentence or in titles and must not
 * be taken for names. Lower-case.
 */
/**
 * Greetings that open a message in other languages ("Hola Ana,", "Salut Marie,", "Kia ora Mere,"): never part of the
 * name they greet (session 31). "Kia" is left out: alone it may be a name (learned.ts reads "Kia ora" as a whole).
 */
export const FOREIGN_GREETINGS: ReadonlySet<string> = new Set([
  'hola', 'salut', 'ciao', 'olá', 'oi', 'namaste', 'salaam', 'salam', 'marhaba', 'merhaba', 'habari', 'jambo', 'hej',
  'moin', 'servus', 'buongiorno', 'buonasera', 'buenas', 'buenos', 'días', 'dias', 'tardes', 'noches', 'bom', 'boa', 'tarde',
  'ora', 'aloha', 'shalom', 'privet',
  'ahoj', 'cześć', 'talofa', 'mabuhay', 'kumusta',
]);

export const COMMON_WORDS = set(`
a|an|the|and|or|but|if|then|so|because|as|of|at|by|for|with|about|against|between|into|through|during|before|after
above|below|to|from|up|down|in|out|on|off|over|under|again|further|once|here|there|when|where|why|how|all|any|both
each|few|more|most|other|some|such|no|nor|not|only|own|same|than|too|very|can|will|just|should|now|i|me|my|myself|we
our|ours|you|your|yours|he|him|his|she|her|hers|it|its|they|them|their|what|which|who|whom|this|that|these|those|am
is|are|was|were|be|been|being|have|has|had|having|do|does|did|doing|would|could|might|must|shall|may|let|lets|let's
i'm|i'd|i've|i'll|you're|you've|he's|she's|it's|we're|they're|that's|there's|here's|what's|who's|don't|doesn't
didn't|can't|won't|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|wouldn't|couldn't|shouldn't|ok|okay|yes|yeah
hi|hello|hey|c'mon|dear|thanks|thank|please|sorry|welcome|bye|goodbye|regards|best|cheers|sincerely|yours|note|ps|re|fw
fwd|subject|date|time|name|address|phone|email|mail|website|site|number|card|account|bank|credit|debit|ssn|iban|zip
code|city|country|state|street|road|avenue|suite|apt|unit|floor|office|fax|mobile|home|work|company|title|job|position
when|where|who|what|how|which|why|whose|well|also|maybe|perhaps|still|even|ever|never|always|often|sometimes|usually
today|tomorrow|yesterday|tonight|morning|evening|night|week|month|year|day|monday|tuesday|wednesday|thursday|friday
saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|spring|summer
autumn|fall|winter|christmas|easter|new|old|good|great|big|small|little|long|short|high|low|first|last|next|previous
one|two|three|four|five|six|seven|eight|nine|ten|many|much|every|another|anyone|someone|everyone|nobody|nothing
something|anything|everything|people|person|man|woman|men|women|child|children|boy|girl|friend|family|mother|father
mom|dad|son|daughter|brother|sister|wife|husband|partner|boss|team|customer|client|user|bot|sir|madam|mister|guys
can|cannot|could|get|got|make|made|go|going|gone|went|come|came|see|saw|seen|know|knew|think|thought|take|took|want
need|like|love|hate|say|said|says|tell|told|ask|asked|give|gave|call|called|try|use|find|found|help|keep|put|mean
feel|leave|move|moved|live|lives|lived|meet|send|sent|pay|paid|buy|bought|sell|change|update|cancel|open|close
block|lost|add|remove|check|show|read|write|wrote|written|sing|song|songs|album|band|music|film|movie|book|novel|story
list|top|version|producer|singer|director|artist|fan|concert|tour|record|recorded|released|title|chorus|verse|lyrics
god|devil|heaven|hell|king|queen|prince|princess|royal|president|minister|doctor|professor|captain|general|lord|lady
cool|oh|wow|hmm|um|uh|yes|no|not|nope|sure|right|left|north|south|east|west
american|english|british|french|german|spanish|italian|european|african|asian|chinese|japanese|indian|russian|thai
internet|web|online|email|phone|tv|radio|news|press|world|country|nation|government|police|court|law|church|school
university|hospital|bank|market|store|shop|restaurant|hotel|airport|station|club|center|centre|museum|park|library
mr|mrs|ms|miss|dr|prof|st|jr|sr|ii|iii|iv|inc|ltd|llc|co|corp|vs|etc|eg|ie|am|pm|usd|eur|gbp|atm|pin|cvv|faq|id
unfortunately|however|therefore|although|though|while|since|until|unless|whether|either|neither|yet|already|soon
during|following|unlike|despite|including|according|excuse|follow|pop|rock|roll|soul|answer|question
without|within|throughout|toward|towards|upon|onto|across|along|among|amongst|beside|besides|beyond|via|whenever
wherever|whereas
`);

/**
 * Words that open a sentence as its subject as a name would ("Endo wants an A1C first", "Zelle sent it to the wrong
 * person", "Noom says I'm at 212") but name a doctor's specialty, told the way patients shorten it, or an app people pay
 * or track their health with (session 52, lead's probes): never a person. A specialty is no one (CARE_SHORTHAND, also
 * kept from the token tagger's names in learned.ts); an app holds the writer's money or record, an organisation of
 * theirs (APP_SUBJECTS). Not given names that are also apps ("Flo", "Dave"), nor the apps the known-organisation list
 * holds (Chime, Klarna).
 */
export const CARE_SHORTHAND: ReadonlySet<string> = new Set(
  'endo derm ortho neuro cardio peds onc rheum uro gyno obgyn gastro nephro pulmo psych hemonc pcp'.split(' '),
);
export const APP_SUBJECTS: ReadonlySet<string> = new Set('zelle venmo paypal cashapp noom nurx'.split(' '));

/** Short names of currencies written before an amount ("Ksh 12,300.00", "Rs 9,216", "Shs 40,000"): no one's name (session 36). */
export const CURRENCY_SHORT: ReadonlySet<string> = new Set(['ksh', 'kshs', 'tsh', 'tshs', 'ush', 'ushs', 'shs', 'rs', 'rp', 'rm', 'kes', 'ghs', 'ngn', 'zar', 'inr', 'php', 'aed', 'sar', 'egp', 'pkr', 'lkr', 'npr', 'bdt', 'ugx', 'tzs']);
