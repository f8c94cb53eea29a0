// La guía docente en español: las mismas exportaciones que guide-content.mjs (el inglés), en el mismo
// orden y con las mismas longitudes; scripts/guide.mjs escribe con ellas guide/index.es.html. Los
// textos de la lección y de las preguntas vienen del catálogo de la página (text/catalogues/es.json);
// aquí solo va la prosa del docente. Se quedan como están los nombres de artículos y de esquemas
// (RoPE, ALiBi, T5), el código, las direcciones, los nombres de archivo y los menús de las plataformas
// (los de su interfaz en inglés, en <em>). Los marcadores {lab:…}, {ui:…} y {nombre} se explican en
// guide-content.mjs (PAGE).

export const STEP_ANSWERS = [
  {
    predict: 'lesson.attention.predict',
    answer: 'Cada fila suma 1. Tras desordenar, la fila de una palabra se mueve con ella y, sin codificación posicional, conserva los mismos pesos, solo que en el nuevo orden de columnas.',
    why: 'Cada fila es un softmax de las puntuaciones de la palabra frente a todas las demás, así que sus pesos son positivos y suman 1. Sin posición, las puntuaciones dependen solo de qué dos palabras se encuentran, no de dónde están.',
  },
  {
    predict: 'lesson.shuffle.predict',
    answer: 'Cada vector simplemente se mueve con su palabra: ninguna palabra sale distinta.',
    why: 'Sin codificación posicional, la autoatención es equivariante a permutaciones: desordenar la entrada desordena igual las filas de salida y no cambia nada más. El modelo lee un conjunto de palabras, no una secuencia.',
  },
  {
    predict: 'lesson.encoding.predict',
    answer: 'Las de los modelos con codificación posicional: tras el desorden pierden predicciones que eran acertadas, mientras que el modelo sin posición predice exactamente igual que antes. Las salidas de las cuadrículas (sin posición) son los vectores de antes, solo movidos; al activar la codificación sinusoidal pasan a ser vectores nuevos.',
    why: 'La entrada de cada palabra es su embedding más un vector de su posición; una palabra que se mueve recibe otro vector de posición, y con él cambian sus puntuaciones, sus pesos y su salida. Los modelos con posición aprendieron inglés con esos vectores, así que un orden nuevo les da otra entrada; el modelo sin posición ve el mismo conjunto de palabras en los dos casos.',
  },
  {
    predict: 'lesson.shift.predict',
    answer: 'RoPE: sus pesos son los mismos tras el desplazamiento; los de la sinusoidal cambian.',
    why: 'RoPE gira consultas y claves ángulos proporcionales a su posición, de modo que una puntuación depende solo de la distancia entre dos palabras (i − j), y el desplazamiento la conserva. La sinusoidal suma vectores de posiciones absolutas, que el desplazamiento cambia.',
  },
  {
    predict: 'lesson.mask.predict',
    answer: 'Sí: con la máscara activada, desordenar cambia las salidas aun sin codificación.',
    why: 'Cada palabra ve solo a sí misma y a las anteriores, así que qué palabras ve (y cuántas) depende del orden. La máscara por sí sola transmite el orden; por eso los decodificadores pueden aprender sin ninguna codificación posicional (Haviv et al. 2022).',
  },
  {
    predict: 'lesson.cricket.predict',
    answer: 'Al comienzo del partido, los lanzadores rápidos (Cummins, Starc); en la serie 35, el lanzador de efecto (Zampa).',
    why: 'Lo que busca el bateador (la consulta) se puntúa frente a lo que lanza cada lanzador (las claves) con un producto escalar: los rasgos que coinciden (velocidad y bote al principio, efecto más tarde) dan puntuaciones altas, y el softmax las convierte en los pesos de lo que aprende de cada uno (los valores).',
  },
];

export const DISCUSSION = [
  {
    question: 'Desordena una frase sin codificación: cada palabra conserva su vector de salida. ¿Por qué la media de las salidas es entonces la misma para cualquier orden, y por qué un clasificador de sentimiento basado en esa media valoraría igual «dog bites man» y «man bites dog» («el perro muerde al hombre» y «el hombre muerde al perro»)?',
    answer: 'Las salidas son los mismos vectores en otro orden, y una media no depende del orden. Un clasificador que solo lee la media recibe exactamente la misma entrada para las dos frases, así que tiene que darles la misma respuesta, haya aprendido lo que haya aprendido.',
  },
  {
    question: 'Las dos copias de «the» en «The cat sat on the mat» reciben salidas idénticas sin codificación. ¿Qué tiene que añadir una codificación posicional para que sean distintas?',
    answer: 'Sin posición son la misma entrada leyendo el mismo conjunto de palabras, así que reciben los mismos pesos y la misma salida. La codificación posicional tiene que añadir algo que dependa de dónde está cada copia: un vector de posición sumado (sinusoidal, aprendida) hace distintas sus entradas; un esquema relativo (RoPE, ALiBi, T5) hace distintas sus puntuaciones, porque sus vecinas están a distancias diferentes. (La página pasa las letras a minúsculas antes de buscar una palabra, así que «The» y «the» comparten un embedding.)',
  },
  {
    question: 'La máscara causal por sí sola cambia las salidas tras desordenar. ¿De dónde saca la información sobre el orden? ¿Por qué un decodificador como GPT puede aprender sin ninguna codificación?',
    answer: 'De qué palabras puede ver cada palabra: su propio prefijo. La primera palabra ve una, la décima ve diez, así que el conjunto de palabras visibles, e incluso cuántas son, le dice a cada palabra dónde está. Varias capas apiladas pueden convertir eso en posición: es lo que encontraron Haviv et al. (2022) y lo que reproduce el primer preajuste del panel Entrenar.',
  },
  {
    question: 'La codificación sinusoidal es absoluta y RoPE es relativa: ¿qué mide la prueba de desplazamiento, y por qué un esquema relativo ayudaría a un modelo a leer una frase que empieza más adelante en un documento largo?',
    answer: 'Coloca la frase entera unas posiciones más adelante y compara los pesos de atención. Un esquema relativo solo puntúa distancias, así que la misma frase recibe los mismos pesos empiece donde empiece: lo que el modelo aprendió en un lugar le sirve en todos.',
  },
  {
    question: 'Sin la máscara, el ALiBi del modelo con semilla deja las salidas iguales tras una inversión exacta. ¿Qué propiedad de −slope × |i − j| lo causa, y por qué la forma causal del artículo no la tiene?',
    answer: 'El valor absoluto: invertir una frase conserva cada distancia |i − j|, así que cada sesgo, cada puntuación y cada peso es el mismo, solo que en espejo. La forma causal del artículo, −slope × (i − j), se aplica solo a las palabras anteriores, y la inversión cambia cuáles son anteriores.',
  },
  {
    question: 'En el paso a paso del críquet, ¿qué hace de consulta, qué de claves y qué de valores? ¿Dónde deja de funcionar la analogía?',
    answer: 'Lo que busca el bateador es la consulta, lo que cada lanzador viene lanzando es una clave y lo que el bateador saca de cada lanzador es un valor. Deja de funcionar donde la atención es simétrica y aprendida: en una frase cada palabra es a la vez bateador y lanzador, la consulta, la clave y el valor son proyecciones aprendidas del mismo vector de la palabra, y los pesos siempre suman 1.',
  },
  {
    question: 'En el panel Entrenar, ¿qué esquemas aprenden «quién lo hizo» y cuáles fallan? ¿Cuáles siguen funcionando con frases cuatro veces más largas que las de entrenamiento, y por qué?',
    answer: 'Sin posición y sin máscara, el modelo no puede superar el techo del 50 % de quien no ve el orden: una frase y su intercambio son el mismo conjunto de palabras. Con la máscara lo aprenden todos los esquemas, también sin posición; sin la máscara lo aprende cualquier esquema con posiciones salvo el ALiBi del panel, que sin máscara es el simétrico −slope × |i − j| y no distingue la izquierda de la derecha. Con frases más largas, la lectura bajo la tabla dice cuáles resistieron en esa ejecución: las filas de la tabla aprendida más allá de la frase de entrenamiento más larga nunca se entrenaron, mientras que los esquemas relativos y la máscara no necesitan nada nuevo. Modelos diminutos y frases cortas no son los de los artículos (ver los preajustes más abajo).',
  },
];

export const PRESET_NOTES = [
  {
    name: 'haviv',
    question: 'Haviv et al. 2022: sin codificación posicional, pero con máscara causal. ¿Puede el modelo aprender igualmente el orden de las palabras?',
    expect: 'Sin posición y sin máscara, el modelo se queda en la línea del 50 % de quien no ve el orden, o por debajo; con la máscara y todavía sin posición aprende «quién lo hizo» (más del 90 % con todas las semillas). La tabla aprendida lo aprende en ambos casos.',
    caveat: 'Una capa y frases de pocas palabras: aquí la señal de la máscara es fácil de aprovechar. Lo que afirma el artículo es sobre grandes modelos de lenguaje; esta ejecución muestra el mecanismo, no el tamaño del efecto.',
  },
  {
    name: 'length',
    question: 'Entrenar corto, probar largo (Press et al. 2021; Kazemnejad et al. 2023): ¿qué codificaciones resisten con frases más largas que las de entrenamiento?',
    expect: 'Con la máscara, ALiBi resiste con frases cuatro veces más largas, como en Press et al., y también la ausencia de posición, como en Kazemnejad et al.; la tabla aprendida cae en cuanto las frases pasan de las filas entrenadas. La tabla sinusoidal, que en el artículo se venía abajo, conserva aquí casi toda su exactitud: la lectura dice en qué coincide la ejecución con el artículo y en qué no.',
    caveat: 'El artículo probó modelos de lenguaje con miles de tokens; estas frases tienen unos pocos. Qué esquema es el mejor a 4× puede cambiar de una semilla a otra (la lectura dice entonces que las semillas se solapan).',
  },
  {
    name: 'rope-scaling',
    question: 'RoPE más allá de su longitud de entrenamiento: interpolación de posiciones (Chen et al. 2023) y escalado de la base NTK-aware.',
    expect: 'La interpolación sin ajuste fino perjudica incluso en las longitudes de entrenamiento; unos pocos pasos de ajuste fino lo arreglan. Sin ajustar, el escalado NTK-aware supera a la interpolación al doble de longitud, pero no mejora a RoPE tal cual. El control, RoPE sin escalar ajustado de la misma forma, muestra cuánto del arreglo se debe simplemente a ver frases más largas: con las semillas que probamos rindió al menos tanto como la interpolación, y la lectura lo dice.',
    caveat: 'Los artículos estiran modelos entrenados con miles de tokens, donde RoPE tal cual se encuentra con ángulos de rotación que nunca vio; con estas longitudes, unos pocos pasos de ajuste fino con frases más largas bastan para enseñar a RoPE tal cual, así que al escalado le queda poco que añadir.',
  },
];

export const CLASS_PLAN = [
  ['0–5', 'Gancho: escribe «dog bites man» y «man bites dog» en la pizarra (en español: «el perro muerde al hombre» y «el hombre muerde al perro»). Pregunta: si un modelo solo supiera qué palabras contiene una frase, ¿podría distinguirlas? El alumnado abre el laboratorio (el enlace de abajo) en una computadora portátil o un teléfono.'],
  ['5–20', 'La lección, pasos 1–3, por parejas: cada pareja anota su predicción antes de tocar nada, luego hace la tarea del paso y lee la frase que aparece debajo. Detén la clase tras el paso 3 y recoge las predicciones a mano alzada: la mayoría espera que el desorden cambie algo.'],
  ['20–28', 'Rellena el hueco con los modelos de inglés (la actividad de abajo): el mismo desorden, ahora con modelos entrenados con inglés real.'],
  ['28–36', 'Pasos 4 y 5: la prueba de desplazamiento (absoluta frente a relativa) y la máscara causal. Pide a las parejas que expliquen en una frase la respuesta del paso 5 antes de seguir.'],
  ['36–44', 'El panel Entrenar: cada grupo ejecuta un preajuste (unos segundos cada uno) y cuenta lo que dice la lectura bajo la tabla, junto a lo que encontró el artículo (el panel lo indica con el preajuste). Si la lectura dice que la ejecución difiere del artículo, el grupo señala uno de esos puntos; si no dice nada parecido, una razón por la que un modelo de una capa, con frases de pocas palabras, podría aun así comportarse de otra manera que los modelos del artículo.'],
  ['44–48', 'Paso 6 (el paso a paso del críquet) o, si falta tiempo, la tarjeta de resumen.'],
  ['48–50', 'Ticket de salida: una pregunta para el debate (más abajo), respondida en dos frases.'],
];

export const PAGE = {
  title: 'Guía docente: El orden en la atención',
  description: 'Cómo enseñar con la página El orden en la atención: la lección, las respuestas, preguntas para el debate y cómo añadirla a Moodle, Canvas y Blackboard.',
  skip: 'Ir a la guía',
  languages: 'Esta guía en otros idiomas',
  back: '← Volver al laboratorio',
  lede: 'El laboratorio muestra al alumnado por qué la autoatención no ve por sí sola el orden de las palabras, y qué cambian las codificaciones posicionales y la máscara causal. Esta guía acompaña su lección de seis pasos. Se imprime como material de clase (con la orden Imprimir del navegador).',
  contents: 'Contenido',
  sections: {
    plan: { contents: 'Una clase de 50 minutos', heading: 'Una clase de 50 minutos' },
    lesson: { contents: 'La lección, paso a paso, con las respuestas', heading: 'La lección, paso a paso, con las respuestas' },
    answers: { contents: 'Las preguntas de predicción y sus respuestas', heading: 'Las preguntas de predicción y sus respuestas' },
    blank: { contents: 'Rellena el hueco: una frase y su desorden en los modelos de inglés', heading: 'Rellena el hueco: una frase y su desorden en los modelos de inglés' },
    discussion: { contents: 'Preguntas para el debate, con respuestas', heading: 'Preguntas para el debate, con respuestas' },
    train: { contents: 'Los preajustes del panel Entrenar: qué esperar', heading: 'Los preajustes del panel Entrenar: qué esperar' },
    lms: { contents: 'Añadir el laboratorio a un curso: Moodle, Canvas, Blackboard', heading: 'Añadir el laboratorio a un curso' },
  },
  plan: {
    intro: 'Para una clase con una computadora portátil o un teléfono por pareja, con el laboratorio abierto en <a href="{lab:}">su dirección</a>. No hay nada que instalar; una vez cargada, la página funciona sin conexión. Los tiempos son orientativos: los pasos 1–3 son lo esencial, el resto se puede recortar.',
    minutes: 'Minutos',
    what: 'Qué se hace',
  },
  lesson: {
    intro: 'El alumnado presiona <strong>{ui:html.lesson}</strong> arriba en el laboratorio (en la primera visita se abre sola). Cada paso prepara la página, pide una predicción y luego propone una sola cosa que hacer; una frase debajo lee los números del momento. Unos 15 minutos en total. Cada paso tiene su propio enlace, para asignarlo o insertarlo.',
    shows: 'Qué muestra:',
    predict: 'El alumnado predice:',
    then: 'Luego:',
    answer: 'Respuesta:',
    why: 'Por qué:',
    open: 'Abrir el paso {n}',
    embed: 'para insertarlo:',
  },
  answers: {
    intro: 'En las pestañas {compare} y {position}, el alumnado elige una respuesta y luego presiona <strong>{ui:shared.reveal}</strong>: la página prepara el caso y lo mide. Las respuestas de abajo son las de la propia página para su frase por defecto, «{sentence}»; con otras frases la página puede responder otra cosa (con una frase de una sola palabra repetida, por ejemplo), y explica por qué. En una plataforma de aprendizaje estas cuatro preguntas son la nota (cuenta la primera respuesta a cada una).',
    where: 'En la pestaña {panel}, bajo «Predice». Las opciones:',
    answer: 'Respuesta:',
    why: 'Por qué:',
    open: 'Abrir este caso en el laboratorio',
  },
  blank: {
    intro: 'El laboratorio incluye seis modelos pequeños entrenados con frases en inglés, cada uno con una codificación posicional distinta (uno, sin ninguna). <strong>Rellena el hueco</strong> oculta una palabra y muestra las cinco mejores predicciones de cada modelo para ella, una vez con la frase en su orden y otra en un orden nuevo. Unos ocho minutos, por parejas.',
    steps: [
      {
        example: 'Abre <a href="{exampleLab}">los modelos de inglés con Rellena el hueco abierto, los seis uno al lado del otro</a>, con la frase «{exampleSentence}» y la palabra «{exampleWord}» oculta: con la frase en su orden, la mayoría de los modelos con posición la dan como primera predicción, y el modelo sin posición no. (O escribe una frase corta y corriente y oculta una palabra que su gramática haga fácil de adivinar).',
        own: 'Abre <a href="{lab:#model=english&blankOpen=1&blankSchemes=all}">los modelos de inglés con Rellena el hueco abierto, los seis uno al lado del otro</a>. Escribe una frase corta y corriente y oculta una palabra que su gramática haga fácil de adivinar.',
      },
      'Antes de mirar, pregunta: ¿qué modelos apostarán por las mismas palabras en los dos órdenes?',
      'Presiona <strong>{ui:input.shuffle}</strong>. Observa tres cosas:',
      'Pregunta: el modelo sin posición no está roto; entonces, ¿por qué sus predicciones, en el orden correcto, suelen ser peores que las de los demás? (No puede usar el orden de las palabras, y la gramática inglesa depende de él.)',
    ],
    look: [
      'El modelo sin posición da predicciones <em>idénticas</em> en los dos órdenes: ve el mismo conjunto de palabras en ambos casos (el paso 2 de la lección, ahora con un modelo entrenado).',
      'Los modelos con posición aciertan con la frase en su orden y fallan más con el desorden: lo que aprendieron del inglés depende de dónde están las palabras.',
      {
        changes: 'Con <strong>{ui:input.reverse}</strong> en lugar de {ui:input.shuffle}, el modelo sin posición sigue prediciendo lo mismo, pero las predicciones de ALiBi cambian: cada una de sus cabezas lee un solo lado (su propia palabra y las anteriores, o su propia palabra y las siguientes), y la inversión intercambia los dos lados.',
        same: 'Con <strong>{ui:input.reverse}</strong> en lugar de {ui:input.shuffle}, las predicciones de ALiBi tampoco cambian: su sesgo depende solo de la distancia |i − j|, que la inversión conserva.',
        none: 'Con <strong>{ui:input.reverse}</strong> en lugar de {ui:input.shuffle}, el modelo sin posición sigue prediciendo exactamente lo mismo: la inversión también se limita a mover las palabras.',
      },
    ],
    after: 'Los modelos son pequeños: con una frase propia algunas predicciones serán raras incluso en el orden correcto. Funcionan mejor frases como los ejemplos de la página; lo que importa es comparar los dos órdenes, no la calidad de una predicción suelta. Los modelos solo leen inglés: con la página en español lo dicen y proponen frases en inglés para probar.',
  },
  train: {
    intro: 'El panel Entrenar entrena transformers diminutos para las codificaciones elegidas en el propio navegador del alumno, en unos segundos (medido en el navegador de una máquina de dos núcleos ocupada: 4–10 s por preajuste, 10–15 s para las seis codificaciones con y sin máscara; un teléfono lento tarda más, y mientras tanto la página se puede seguir usando). Bajo los resultados, una lectura dice qué encontró la ejecución, frase a frase, y cada frase aparece solo cuando los números la respaldan. Cada preajuste prepara el panel para un resultado publicado:',
    expect: 'Qué esperar:',
    caveat: 'Salvedad:',
  },
  lms: {
    intro: [
      'Hay dos maneras. <strong>Como paquete SCORM 1.2</strong> (<code>word-order-scorm12.zip</code>, que genera la compilación): la plataforma aloja el laboratorio y registra el progreso de cada estudiante (el paso al que llegó), la finalización (todos los pasos vistos) y la nota (las cuatro preguntas de predicción, 0–100); quien sale vuelve donde lo dejó. <strong>Como iframe</strong> (el botón <strong>{ui:page.embed}</strong> del laboratorio, en {ui:html.menu}): el laboratorio se queda en su propio servidor web y no se registra nada. En el cuadro de diálogo de inserción eliges las partes, un paso de la lección y el tema; la altura la mide él.',
      'Para dar la lección por aprobada solo según la nota, fija una nota de aprobado en la plataforma o genera el paquete con una nota de dominio (<code>cmake --preset wasm -DPOSATTN_SCORM_MASTERY=75</code>): con ella, una lección terminada queda como «passed» o «failed» (aprobada o suspendida) en lugar de «completed» (completada).',
      'El laboratorio se abre en el idioma del navegador del estudiante cuando lo tiene (inglés, hindi o español); un enlace puede fijarlo (<code>lang=hi</code>, <code>lang=es</code>), y el menú de {ui:html.menu} lo cambia. Los nombres de menús que siguen son los de la interfaz en inglés de cada plataforma.',
    ],
    platforms: [
      {
        name: 'Moodle (4.x)',
        steps: [
          '<strong>SCORM:</strong> activa la edición en el curso, elige <em>Add an activity or resource</em> y luego <em>SCORM package</em>.',
          'Ponle un nombre y arrastra <code>word-order-scorm12.zip</code> a <em>Package file</em>.',
          'En <em>Appearance</em>, <em>Display package</em>: <em>Current window</em> o <em>New window</em> (las dos funcionan); le van bien un ancho del 100 % y un alto de 900 px.',
          'En <em>Grade</em>: <em>Grading method</em> <em>Highest grade</em>, <em>Maximum grade</em> 100. En <em>Activity completion</em>: <em>Require status</em> <em>Completed</em> (o <em>Passed</em> con nota de dominio).',
          'Guarda y ábrelo con <em>Preview</em>, como lo vería un estudiante.',
          '<strong>Iframe:</strong> añade una <em>Page</em> (o edita cualquier texto), pasa el editor a HTML (el botón <em>&lt;/&gt;</em>, o <em>Tools → Source code</em>) y pega el código del cuadro de inserción. Moodle elimina las etiquetas script salvo que el sitio las permita: el marco conserva entonces la altura escrita en su código.',
        ],
      },
      {
        name: 'Canvas',
        steps: [
          '<strong>SCORM:</strong> en el curso, <em>Settings → Import Course Content</em>, tipo de contenido <em>SCORM package</em> (donde esté activada la aplicación SCORM; o bien <em>Assignments → + Assignment</em> con el tipo de entrega <em>External Tool</em> y la herramienta SCORM), y elige el zip.',
          'Marca <em>Import as a graded assignment</em> e indica los puntos (Canvas escala la nota de 0–100).',
          'Publica la tarea y ábrela con <em>Student View</em> para comprobarla.',
          '<strong>Iframe:</strong> edita una página, abre <em>HTML Editor</em> y pega la línea del iframe del código de inserción. Canvas quita la línea del script, pero no hace falta: el laboratorio envía el mensaje propio de Canvas, <code>lti.frameResize</code>, y Canvas ajusta el marco por sí mismo.',
        ],
      },
      {
        name: 'Blackboard Learn',
        steps: [
          '<strong>SCORM (Ultra):</strong> en el contenido del curso, <em>+ → Create → SCORM package</em> (en Original: <em>Build Content → Content Package (SCORM)</em>), y sube el zip.',
          'Pon <em>Grading</em> en <em>Score</em>, 100 puntos, y el número de intentos.',
          'Hazlo visible para los estudiantes y ábrelo con <em>Student preview</em>.',
          '<strong>Iframe:</strong> crea un <em>Document</em> (Ultra) o un <em>Item</em> (Original), abre la vista HTML del editor (<em>&lt;&gt;</em>) y pega el código del cuadro de inserción. Blackboard puede quitar la línea del script; el marco conserva entonces la altura escrita en su código.',
        ],
      },
    ],
    hosting: 'Alojar el laboratorio por tu cuenta',
    hostingBefore: 'El laboratorio es una carpeta de archivos estáticos (la carpeta <code>site/</code> de la compilación, o la carpeta en la que está esta guía, un nivel más arriba): cópiala a cualquier servidor web, en cualquier ruta. Sirve los archivos <code>.wasm</code> como <code>application/wasm</code> (la mayoría de los servidores ya lo hace). La página funciona con estas cabeceras, que recomendamos:',
    hostingAfter: 'Sin servidor web, <code>offline.html</code>, en la misma carpeta, es el laboratorio entero en un solo archivo: se abre desde una memoria USB o una unidad compartida. Para insertar el laboratorio, usa su botón <strong>{ui:page.embed}</strong> (en {ui:html.menu}): el cuadro de diálogo escribe el código del iframe con las partes, el paso de la lección y el tema que elijas.',
  },
};
