import type { DishKind } from './demo-dishes';

/** Sentences for menu descriptions by dish kind; short ones and some long ones. */
export const DESCRIPTION_LINES: Record<DishKind, string[]> = {
  meat: ['Långkokt och smakrikt, precis som hemma.', 'Serveras med säsongens grönsaker.', 'Köttet kommer från gårdar i närområdet och tillagas på plats i vårt kök varje morgon, så att allt är nylagat till lunch.'],
  fish: ['Dagens fångst från västkusten.', 'Serveras med citron och färska örter.', 'Fisken är MSC-märkt och levereras färsk varje morgon; vi serverar den med säsongens grönsaker och en klick hemgjord sås.'],
  chicken: ['Svensk kyckling, marinerad över natten.', 'Serveras med sallad och sås.', 'Kycklingen grillas på hög värme så att skinnet blir krispigt, och serveras med rostade rotfrukter och en frisk yoghurtsås.'],
  vegetarian: ['Helt vegetariskt och mättande.', 'Kan fås vegansk, fråga personalen.', 'Vi lagar våra vegetariska rätter från grunden med baljväxter, rostade grönsaker och örter från vår egen odling på taket.'],
  pasta: ['Färsk pasta som vi gör själva.', 'Toppas med riven parmesan.', 'Pastan rullas för hand varje morgon och serveras al dente med en sås som fått puttra länge; glutenfri pasta finns på begäran.'],
  pizza: ['Stenugnsbakad med långjäst deg.', 'Glutenfri botten mot tillägg.', 'Degen jäser i 48 timmar och pizzan gräddas i vedeldad stenugn på 450 grader, toppad med tomater från Kampanien och mozzarella.'],
  sushi: ['Nigiri och maki med lax, tonfisk och avokado.', 'Serveras med ingefära, wasabi och soja.', 'Vår sushikock skär all fisk på plats och riset kokas flera gånger under dagen så att det alltid har rätt temperatur och konsistens.'],
  soup: ['Serveras med nybakat bröd och smör.', 'Påfyllning ingår.', 'Soppan kokas på rostade grönsaker och hemgjord buljong och serveras med surdegsbröd från bageriet runt hörnet samt vispat smör.'],
  salad: ['Krispiga blad och rostade frön.', 'Dressingen serveras vid sidan om.', 'En mättande sallad med rostade rotfrukter, färska blad, picklad rödlök och rostade frön, toppad med en syrlig citrondressing.'],
  asian: ['Wokat på hög värme med färska grönsaker.', 'Styrka efter önskemål.', 'Allt wokas i stekpannan precis när du beställer, med färsk ingefära, vitlök och koriander, och du väljer själv hur stark rätten ska vara.'],
  curry: ['Mustig curry med basmatiris.', 'Mild eller stark, du väljer.', 'Kryddorna rostas och mals i köket varje morgon, och curryn får puttra i flera timmar innan den serveras med ris, naan och raita.'],
  burger: ['150 g högrevsburgare på briochebröd.', 'Välj mellan pommes och sallad.', 'Burgaren grillas medium om du inte önskar något annat och serveras med hemgjord dressing, picklad gurka och krispiga pommes.'],
  kebab: ['Grillat kött, vitlökssås och stark sås.', 'Serveras med sallad och bröd.', 'Köttet marineras i ett dygn med kryddor, yoghurt och citron och grillas sedan på spett över kol, serverat med bröd, sallad och såser.'],
  buffet: ['Ät så mycket du vill.', 'Buffén fylls på hela lunchen.', 'Buffén byts varje vecka och har alltid minst fem varmrätter, varav en vegetarisk, samt soppa, sallad, ris, nudlar och dessert.'],
};
